import { useEffect } from 'react';
import { LinkButton } from '../../components';
import { useSession } from '../../lib/useSession';
import { paths } from '../../config/paths';
import styles from './NotFoundPage.module.css';

function LostPageIllustration() {
  return (
    <svg viewBox="0 0 240 160" className={styles.art} aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="146" rx="92" ry="8" fill="var(--color-border)" />
      <path
        d="M120 40c-22-14-52-18-88-16v104c36-2 66 2 88 16 22-14 52-18 88-16V24c-36-2-66 2-88 16Z"
        fill="var(--color-surface)"
        stroke="var(--color-border-strong)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M120 40v104" stroke="var(--color-border-strong)" strokeWidth="3" />
      <g stroke="var(--color-border-strong)" strokeWidth="3" strokeLinecap="round" fill="none" opacity="0.7">
        <path d="M48 48c20-1 40 1 56 8M48 66c20-1 40 1 56 8M48 84c20-1 40 1 56 8M48 102c20-1 34 1 46 5" />
      </g>
      <path
        d="M142 50c10-5 28-8 44-8M142 68c10-5 20-7 30-8"
        fill="none"
        opacity="0.7"
        stroke="var(--color-border-strong)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M150 92c6-10 24-10 26 2 2 10-12 12-12 22M164 130h.1"
        stroke="var(--color-accent)"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M196 16c10 4 16 12 18 22M206 8l-4 10M222 26l-10 2"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.7"
      />
    </svg>
  );
}

export function NotFoundPage() {
  const session = useSession();
  useEffect(() => {
    const previous = document.title;
    document.title = 'Sayfa bulunamadı — Okuryazar';
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <div className={styles.page}>
      <LostPageIllustration />
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>Bu sayfa kitabımızda yok</h1>
      <p className={styles.text}>
        Aradığınız sayfa taşınmış, adı değişmiş ya da hiç yazılmamış olabilir. Ana sayfaya dönüp okumaya
        kaldığınız yerden devam edebilirsiniz.
      </p>
      <div className={styles.actions}>
        <LinkButton to={session ? paths.dashboard : paths.home} variant="primary" size="lg">
          Ana Sayfaya Dön
        </LinkButton>
      </div>
    </div>
  );
}
