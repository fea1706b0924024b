import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { ArrowLeftIcon, Button, FormAlert, PageTitle } from '../../components';
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

export interface ResetFormScreenProps extends Omit<ResetFrameProps, 'intro' | 'tone' | 'headingRef'> {
  /** The line under the heading. */
  lead: ReactNode;
}

/** A reset screen that asks for something: its title is the tab's too, the lead under it. */
export function ResetFormScreen({ lead, ...frame }: ResetFormScreenProps) {
  return (
    <>
      <PageTitle title={frame.title} />
      <ResetFrame {...frame} intro={<p className={styles.lead}>{lead}</p>} />
    </>
  );
}

export interface ResetOutcomeProps extends Omit<ResetFrameProps, 'intro' | 'tone' | 'headingRef'> {
  tone: 'success' | 'danger';
  /** The heading takes the focus when the outcome replaces the form. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The server's message, announced: politely for a success, at once for a refusal. */
  message: string;
}

/** The card that replaces a reset form with its outcome (link sent, password changed, dead link). */
export function ResetOutcome({ message, ...frame }: ResetOutcomeProps) {
  return (
    <ResetFrame
      {...frame}
      intro={
        <p className={styles.message} role={frame.tone === 'danger' ? 'alert' : 'status'}>
          {message}
        </p>
      }
    />
  );
}

export interface ResetFormProps {
  /** The form-level message (a refusal the fields cannot show), or null. */
  error: string | null;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

/** A reset screen's form: its message area, the fields and the submit button; a second submit while one is on its way is ignored. */
export function ResetForm({ error, submitting, onSubmit, submitLabel, children }: ResetFormProps) {
  const alertId = useId();
  return (
    <form className={styles.form} onSubmit={(event) => (submitting ? event.preventDefault() : void onSubmit(event))} noValidate aria-describedby={error ? alertId : undefined}>
      <FormAlert id={alertId} message={error} live />
      {children}
      <Button type="submit" fullWidth loading={submitting}>
        {submitLabel}
      </Button>
    </form>
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
