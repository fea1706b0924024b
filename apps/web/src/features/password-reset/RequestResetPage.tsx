import { LIMITS, MSG } from '@okuryazar/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Button, TextField } from '../../components';
import { requestResetEmail } from './api';
import { FormAlert } from './FormAlert';
import { ArrowLeftIcon, MailIcon } from './icons';
import { useDocumentTitle } from './useDocumentTitle';
import { resetEmailError, resetRequestErrorMessage } from './validation';
import styles from './PasswordReset.module.css';

/** /resetpassword: ask for a reset link; a 200 replaces the form with a success panel (SPEC §4). */
export function RequestResetPage() {
  useDocumentTitle('Şifremi unuttum');
  const alertId = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) sentHeadingRef.current?.focus();
  }, [sent]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    const invalid = resetEmailError(email);
    setFieldError(invalid);
    if (invalid) {
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const res = await requestResetEmail(email.trim());
      setSent({ message: res?.message || MSG.resetEmailSent, email: email.trim() });
    } catch (error) {
      setFormError(resetRequestErrorMessage(error));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    const mentionsValidity = /1 saat/.test(sent.message);
    return (
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="reset-sent-title">
          <span className={`${styles.badge} ${styles.badgeSuccess}`} aria-hidden="true">
            <MailIcon size={28} />
          </span>
          <div className={styles.headingGroup}>
            <h1 id="reset-sent-title" ref={sentHeadingRef} tabIndex={-1} className={styles.heading}>
              E-postanızı kontrol edin
            </h1>
            <p className={styles.message} role="status">
              {sent.message}
            </p>
          </div>
          <p className={styles.note}>
            Gönderilen adres: <span className={styles.address}>{sent.email}</span>
            <br />
            {mentionsValidity ? null : `Bağlantı ${LIMITS.resetLinkHours} saat geçerlidir. `}
            E-posta birkaç dakika içinde gelmezse gereksiz (spam) klasörüne bakın.
          </p>
          <div className={styles.footer}>
            <Link to={paths.login} className={styles.backLink}>
              <ArrowLeftIcon size={16} />
              Giriş sayfasına dön
            </Link>
            <button
              type="button"
              className={styles.textButton}
              onClick={() => {
                setSent(null);
                setFieldError(null);
              }}
            >
              Başka bir adres dene
            </button>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-request-title">
        <span className={styles.badge} aria-hidden="true">
          <MailIcon size={28} />
        </span>
        <div className={styles.headingGroup}>
          <h1 id="reset-request-title" className={styles.heading}>
            Şifremi unuttum
          </h1>
          <p className={styles.lead}>
            Hesabınıza kayıtlı e-posta adresini yazın; size yeni şifrenizi belirleyebileceğiniz bir bağlantı gönderelim.
          </p>
        </div>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={formError ? alertId : undefined}>
          <FormAlert id={alertId} message={formError} />
          <TextField
            ref={inputRef}
            label="E-posta adresi"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="ornek@gmail.com"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (fieldError) setFieldError(null);
            }}
            error={fieldError ?? undefined}
          />
          <Button type="submit" fullWidth loading={sending}>
            Sıfırlama bağlantısı gönder
          </Button>
        </form>
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
