import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '../../lib/router';
import { paths } from '../../config/paths';
import { FormAlert, TextField } from '../../components';
import { useLogin } from './api';
import { AuthFormFooter, EMAIL_INPUT, useAuthSubmit } from './authFormParts';
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
  const { serverError, submit } = useAuthSubmit(login, () => {
    onSuccess();
    navigate(paths.dashboard);
  });
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

  const onSubmit = handleSubmit(submit);

  const clientError = firstMessage(errors, ORDER);
  const message = clientError ?? serverError;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={message ? alertId : undefined}>
      <FormAlert id={alertId} message={message} live />
      <TextField
        {...EMAIL_INPUT}
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
      <AuthFormFooter
        submitLabel="Giriş Yap"
        loading={isSubmitting}
        question="Henüz hesabınız yok mu?"
        switchLabel="Kayıt Ol"
        onSwitch={onSwitchToSignup}
      />
    </form>
  );
}
