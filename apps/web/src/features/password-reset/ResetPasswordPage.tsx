import { LIMITS, MSG } from '@okuryazar/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { Button, CheckCircleIcon, LinkButton, LoadingState, TextField } from '../../components';
import { resetPassword, useResetTokenStatus } from './api';
import { FormAlert } from './FormAlert';
import { ArrowLeftIcon, KeyIcon, LinkOffIcon } from './icons';
import { useDocumentTitle } from './useDocumentTitle';
import { isInvalidLink, newPasswordErrors, type NewPasswordErrors } from './validation';
import styles from './PasswordReset.module.css';

type Outcome = { kind: 'success'; message: string } | { kind: 'invalid'; message: string };

/**
 * /reset-password/{token}: a new password twice (SPEC §5). Success shows the message and goes
 * to /login after 2 s; a used, superseded, expired or invented link offers a new one, found
 * out when the page opens (status call) rather than after the password is typed twice.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Yeni şifre belirle');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const alertId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const outcomeHeadingRef = useRef<HTMLHeadingElement>(null);
  const status = useResetTokenStatus(token);
  const deadLink = status.data?.valid === false;

  useEffect(() => {
    if (!outcome) return;
    outcomeHeadingRef.current?.focus();
    if (outcome.kind !== 'success') return;
    const timer = window.setTimeout(() => navigate(paths.login, { replace: true }), LIMITS.resetRedirectMs);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    const found = newPasswordErrors(password, confirm);
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();
    setSaving(true);
    try {
      const res = await resetPassword(token, password);
      setOutcome({ kind: 'success', message: res?.message || MSG.resetSuccess });
    } catch (error) {
      if (isInvalidLink(error)) setOutcome({ kind: 'invalid', message: error.message || MSG.resetLinkInvalid });
      else setFormError(MSG.resetError);
    } finally {
      setSaving(false);
    }
  };

  if (outcome?.kind === 'success') {
    return (
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="reset-done-title">
          <span className={`${styles.badge} ${styles.badgeSuccess}`} aria-hidden="true">
            <CheckCircleIcon size={28} />
          </span>
          <div className={styles.headingGroup}>
            <h1 id="reset-done-title" ref={outcomeHeadingRef} tabIndex={-1} className={styles.heading}>
              Şifreniz yenilendi
            </h1>
            <p className={styles.message} role="status">
              {outcome.message}
            </p>
          </div>
          <LinkButton to={paths.login} replace fullWidth>
            Hemen giriş yap
          </LinkButton>
        </section>
      </div>
    );
  }

  if (outcome?.kind === 'invalid' || (deadLink && !outcome)) {
    return (
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="reset-invalid-title">
          <span className={`${styles.badge} ${styles.badgeDanger}`} aria-hidden="true">
            <LinkOffIcon size={28} />
          </span>
          <div className={styles.headingGroup}>
            <h1 id="reset-invalid-title" ref={outcomeHeadingRef} tabIndex={-1} className={styles.heading}>
              Bağlantı kullanılamıyor
            </h1>
            <p className={styles.message} role="alert">
              {outcome?.message ?? MSG.resetLinkInvalid}
            </p>
          </div>
          <LinkButton to={paths.resetPasswordRequest} fullWidth>
            Yeni bağlantı iste
          </LinkButton>
          <div className={styles.footer}>
            <Link to={paths.login} className={styles.backLink}>
              <ArrowLeftIcon size={16} />
              Giriş sayfasına dön
            </Link>
          </div>
        </section>
      </div>
    );
  }

  if (status.isPending) {
    return (
      <div className={styles.page}>
        <LoadingState text="Bağlantı kontrol ediliyor…" />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <span className={styles.badge} aria-hidden="true">
          <KeyIcon size={28} />
        </span>
        <div className={styles.headingGroup}>
          <h1 id="reset-title" className={styles.heading}>
            Yeni şifre belirle
          </h1>
          <p className={styles.lead}>Hesabınız için yeni bir şifre seçin. Şifre değişince açık oturumlarınız kapanır.</p>
        </div>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={formError ? alertId : undefined}>
          <FormAlert id={alertId} message={formError} />
          <TextField
            ref={passwordRef}
            label="Yeni şifre"
            type="password"
            name="new_password"
            autoComplete="new-password"
            maxLength={LIMITS.maxPasswordLength}
            hint={`En az ${LIMITS.minPasswordLength} karakter.`}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              if (errors.password) setErrors({});
            }}
            error={errors.password}
          />
          <TextField
            ref={confirmRef}
            label="Yeni şifre (tekrar)"
            type="password"
            name="confirm_password"
            autoComplete="new-password"
            maxLength={LIMITS.maxPasswordLength}
            value={confirm}
            onChange={(e) => {
              setConfirm(e.target.value);
              if (errors.confirm) setErrors({});
            }}
            error={errors.confirm}
          />
          <Button type="submit" fullWidth loading={saving}>
            Şifreyi kaydet
          </Button>
        </form>
        <div className={styles.footer}>
          <Link to={paths.login} className={styles.backLink}>
            <ArrowLeftIcon size={16} />
            Giriş sayfasına dön
          </Link>
          <Link to={paths.resetPasswordRequest}>Yeni bağlantı iste</Link>
        </div>
      </section>
    </div>
  );
}
