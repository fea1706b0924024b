// One seeded PRNG for everything that must draw the same sequence again: the demo covers
// (apps/api/src/seed/cover-art.ts), the API fuzz test and the mixed-day bench (bench/lib/zipf.mjs).
// Plain JavaScript so the bench scripts, which node runs without a TypeScript loader, can import it.

/** mulberry32: small, fast and the same sequence for the same seed everywhere; floats in [0, 1). */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from a text (FNV-1a), so a text always yields the same sequence. */
export function textSeed(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
