/**
 * The app's one icon set (24 × 24, stroke = currentColor, decorative unless given a title): one
 * drawing for each thing, grouped by what it marks. Features import from here, never draw their own.
 */
export { Icon, type IconProps } from './Icon';
export * from './navigation';
export * from './arrows';
export * from './status';
export * from './actions';
export * from './formatting';
