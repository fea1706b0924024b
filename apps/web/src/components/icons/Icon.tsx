import { createElement, Fragment, type ReactElement, type ReactNode, type SVGProps } from 'react';

/** Small inline SVG icon set (24 × 24, stroke = currentColor). Decorative unless given a title. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number; title?: string };

/** The 24 × 24 stroke frame every icon of this folder draws its paths inside. */
export function Icon({ size = 20, title, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

/** One stroke of a drawing: a path's `d`, or an element (a circle, a rect, a path with more attributes). */
export type IconShape = string | ReactElement;

/**
 * An icon drawn in the frame with the given defaults (a heavier stroke), which the caller's
 * props still override.
 */
export function iconWith(frame: IconProps, ...shapes: IconShape[]) {
  const drawing = createElement(Fragment, null, ...shapes.map((shape) => (typeof shape === 'string' ? <path d={shape} /> : shape)));
  return (p: IconProps) => (
    <Icon {...frame} {...p}>
      {drawing}
    </Icon>
  );
}

/** An icon of the set: its strokes drawn in the standard frame. */
export function icon(...shapes: IconShape[]) {
  return iconWith({}, ...shapes);
}
