import { Link } from '../lib/router';
import styles from './Logo.module.css';

/** The Okuryazar mark: an open book whose pages rise like a quill stroke. */
export function LogoMark({ size = 28, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
      <path
        d="M16 10.2c-2.3-1.7-5.3-2.3-9-2v14.2c3.7-.3 6.7.3 9 2 2.3-1.7 5.3-2.3 9-2V8.2c-3.7-.3-6.7.3-9 2Z"
        fill="none"
        stroke="var(--color-on-accent)"
        strokeWidth="1.9"
        strokeLinejoin="round"
      />
      <path d="M16 10.2v14.2" stroke="var(--color-on-accent)" strokeWidth="1.9" strokeLinecap="round" />
      <path
        d="M19 15.4c1.3-.5 2.6-.7 3.8-.7M19 18.4c1.3-.5 2.6-.7 3.8-.7"
        stroke="var(--color-on-accent)"
        strokeWidth="1.5"
        strokeLinecap="round"
        opacity="0.8"
      />
    </svg>
  );
}

export interface LogoProps {
  /** Link target; without it the logo is plain content. */
  to?: string;
  /** 'auto': md, and sm at the mobile breakpoint, in CSS (the same markup for every width). */
  size?: 'sm' | 'md' | 'lg' | 'auto';
  /** Mark only (the wordmark stays the accessible name). */
  markOnly?: boolean;
  className?: string;
}

const MARK_SIZE = { sm: 24, md: 30, lg: 40, auto: 30 } as const;

export function Logo({ to, size = 'md', markOnly, className }: LogoProps) {
  const content = (
    <>
      <LogoMark size={MARK_SIZE[size]} />
      <span className={markOnly ? 'visually-hidden' : styles.word}>Okuryazar</span>
    </>
  );
  const cls = [styles.logo, styles[size], className].filter(Boolean).join(' ');
  return to ? (
    <Link to={to} className={cls}>
      {content}
    </Link>
  ) : (
    <span className={cls}>{content}</span>
  );
}
