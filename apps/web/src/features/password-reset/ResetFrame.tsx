import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ArrowLeftIcon } from './icons';
import styles from './PasswordReset.module.css';

export interface ResetFrameProps {
  /** The round badge's icon. */
  icon: ReactNode;
  tone?: 'success' | 'danger';
  title: string;
  /** For an outcome, the heading takes the focus (tabIndex -1). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Under the heading: the lead text or the outcome's message. */
  intro: ReactNode;
  children?: ReactNode;
  /** The links under the card (BackToLogin and others); none when absent. */
  footer?: ReactNode;
}

const TONE = { success: styles.badgeSuccess, danger: styles.badgeDanger } as const;

/** The card every password-reset screen is shown in: badge, heading, intro, body and footer links. */
export function ResetFrame({ icon, tone, title, headingRef, intro, children, footer }: ResetFrameProps) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <span className={tone ? `${styles.badge} ${TONE[tone]}` : styles.badge} aria-hidden="true">
          {icon}
        </span>
        <div className={styles.headingGroup}>
          <h1 id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.heading}>
            {title}
          </h1>
          {intro}
        </div>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </div>
  );
}

export function BackToLogin() {
  return (
    <Link to={paths.login} className={styles.backLink}>
      <ArrowLeftIcon size={16} />
      Giriş sayfasına dön
    </Link>
  );
}
