import type { ReactNode } from 'react';

export interface IconCountProps {
  /** The mark before the figure (decorative). */
  icon: ReactNode;
  /** The figure as shown ("1,2 B"). */
  count: string;
  /** What is counted ("okunma"), read to screen readers only. */
  noun: string;
}

/** A figure after its mark, its noun for screen readers: the content of a count in a card's line. */
export function IconCount({ icon, count, noun }: IconCountProps) {
  return (
    <>
      {icon}
      {count}
      <span className="visually-hidden">{` ${noun}`}</span>
    </>
  );
}
