import { ERROR_CODES, MSG, TURKISH_MONTHS, birthYears, type RegisterBody } from '@okuryazar/shared';
import { useId, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { paths } from '../../app/paths';
import { Button, Checkbox, FormAlert, Select, TextField } from '../../components';
import { ApiError, call } from '../../lib/api';
import { firstMessage, isMarked } from './resolvers';
import { EMPTY_SIGNUP, SIGNUP_MESSAGE_ORDER, signupSchema, type SignupValues } from './schemas';
import styles from './AuthModal.module.css';

const DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const MONTH_OPTIONS = TURKISH_MONTHS.map((name, i) => ({ value: String(i + 1), label: name }));

export interface SignupFormProps {
  /** Called with the e-mail after a 201 from the server. */
  onSuccess: (email: string) => void;
  onSwitchToLogin: () => void;
}

export function SignupForm({ onSuccess, onSwitchToLogin }: SignupFormProps) {
  const alertId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const resolver = useMemo(() => zodResolver(signupSchema()), []);
  const yearOptions = useMemo(
    () => birthYears(new Date()).map((y) => ({ value: String(y), label: String(y) })),
    [],
  );
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues, unknown, RegisterBody>({
    resolver,
    defaultValues: EMPTY_SIGNUP,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (body) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setServerError(null);
    try {
      await call('POST /auth/register', { body, auth: false });
      onSuccess(body.email);
    } catch (error) {
      setServerError(error instanceof ApiError && error.message ? error.message : MSG.genericError);
      // A taken username or e-mail: mark that field and put the user back in it (the submit
      // button is disabled while sending, so focus would otherwise fall to the page).
      const field =
        error instanceof ApiError && error.code === ERROR_CODES.USERNAME_TAKEN
          ? 'username'
          : error instanceof ApiError && error.code === ERROR_CODES.EMAIL_TAKEN
            ? 'email'
            : null;
      if (field) {
        setError(field, { type: 'server' });
        window.setTimeout(() => setFocus(field), 0);
      }
    } finally {
      inFlight.current = false;
    }
  });

  const message = firstMessage(errors, SIGNUP_MESSAGE_ORDER) ?? serverError;
  const common = { describedById: alertId };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={message ? alertId : undefined}>
      <FormAlert id={alertId} message={message} live />
      <TextField
        label="E-posta"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        hint="Gmail, Hotmail, Outlook, Yahoo, Yandex, iCloud veya MSN adresi"
        error={isMarked(errors, 'email', message)}
        {...common}
        {...register('email')}
      />
      <TextField
        label="Kullanıcı adı"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={isMarked(errors, 'username', message)}
        {...common}
        {...register('username')}
      />
      <div className={styles.twoCol}>
        <TextField
          label="Şifre"
          type="password"
          autoComplete="new-password"
          error={isMarked(errors, 'password', message)}
          {...common}
          {...register('password')}
        />
        <TextField
          label="Şifre (tekrar)"
          type="password"
          autoComplete="new-password"
          error={isMarked(errors, 'passwordConfirm', message)}
          {...common}
          {...register('passwordConfirm')}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Doğum tarihi</legend>
        <div className={styles.dateRow}>
          <Select
            label="Gün"
            hideLabel
            placeholder="Gün"
            options={DAY_OPTIONS}
            autoComplete="bday-day"
            error={isMarked(errors, 'day', message)}
            {...common}
            {...register('day')}
          />
          <Select
            label="Ay"
            hideLabel
            placeholder="Ay"
            options={MONTH_OPTIONS}
            autoComplete="bday-month"
            error={isMarked(errors, 'month', message)}
            {...common}
            {...register('month')}
          />
          <Select
            label="Yıl"
            hideLabel
            placeholder="Yıl"
            options={yearOptions}
            autoComplete="bday-year"
            error={isMarked(errors, 'year', message)}
            {...common}
            {...register('year')}
          />
        </div>
      </fieldset>
      <Checkbox
        label={
          <>
            <a href={paths.agreementTerms} target="_blank" rel="noopener noreferrer">
              Hizmet şartlarını
            </a>{' '}
            ve{' '}
            <a href={paths.agreementPrivacy} target="_blank" rel="noopener noreferrer">
              gizlilik politikasını
            </a>{' '}
            kabul ediyorum
          </>
        }
        error={isMarked(errors, 'acceptTerms', message)}
        {...common}
        {...register('acceptTerms')}
      />
      <Button type="submit" variant="primary" size="lg" fullWidth loading={isSubmitting} className={styles.submit}>
        Kayıt Ol
      </Button>
      <p className={styles.switch}>
        Zaten hesabınız var mı?
        <button type="button" className={styles.linkButton} onClick={onSwitchToLogin}>
          Giriş Yap
        </button>
      </p>
    </form>
  );
}
