import { H, W } from './cover-layouts';

/**
 * The stored demo cover is rendered at 480 × 720 from the 800 × 1200 layout: the largest
 * cover on any page is 264 CSS px wide, so this is 2× for most and 1.8× for the landing
 * carousel, and it renders in about half the CPU time of 800 × 1200 (cold-start budget).
 * (Apart from cover-art.ts so the seeder knows the size without loading sharp.)
 */
export const COVER_WIDTH = 480;
export const COVER_HEIGHT = (COVER_WIDTH * H) / W;
