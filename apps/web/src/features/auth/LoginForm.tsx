import { MSG } from '@okuryazar/shared';
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '../../lib/router';
import { paths } from '../../config/paths';
import { Button, FormAlert, TextField } from '../../components';
import { ApiError } from '../../lib/api';
import { useLogin } from './api';
import { firstMessage, isMarked } from './resolvers';
import { loginSchema, type LoginValues } from './schemas';
import styles from './AuthModal.module.css';

const resolver = zodResolver(loginSchema);
const ORDER = ['email', 'password'] as const;

export interface LoginFormProps {
  defaultEmail?: string;
  onSuccess: () => void;
  onSwitchToSignup: () => void;
  /** Called when the user follows the forgot-password link. */
  onNavigateAway: () => void;
}

export function LoginForm({ defaultEmail = '', onSuccess, onSwitchToSignup, onNavigateAway }: LoginFormProps) {
  const alertId = useId();
  const navigate = useNavigate();
  const login = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver,
    defaultValues: { email: defaultEmail, password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (body) => {
    if (login.inFlight()) return;
    setServerError(null);
    try {
      await login.mutateAsync(body);
      onSuccess();
      navigate(paths.dashboard);
    } catch (error) {
      setServerError(error instanceof ApiError && error.message ? error.message : MSG.genericError);
    }
  });

  const clientError = firstMessage(errors, ORDER);
  const message = clientError ?? serverError;

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
        autoFocus={!defaultEmail}
        error={isMarked(errors, 'email', message)}
        describedById={alertId}
        {...register('email')}
      />
      <div className={styles.passwordRow}>
        <TextField
          label="Şifre"
          type="password"
          autoComplete="current-password"
          autoFocus={Boolean(defaultEmail)}
          error={isMarked(errors, 'password', message)}
          describedById={alertId}
          {...register('password')}
        />
        <Link to={paths.resetPasswordRequest} className={styles.forgot} onClick={onNavigateAway}>
          Şifremi unuttum
        </Link>
      </div>
      <Button type="submit" variant="primary" size="lg" fullWidth loading={isSubmitting} className={styles.submit}>
        Giriş Yap
      </Button>
      <p className={styles.switch}>
        Henüz hesabınız yok mu?
        <button type="button" className={styles.linkButton} onClick={onSwitchToSignup}>
          Kayıt Ol
        </button>
      </p>
    </form>
  );
}
