import { LIMITS, MSG, newPasswordPairSchema, type NewPasswordPair } from '@okuryazar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from '../../lib/router';
import { paths } from '../../config/paths';
import { CheckCircleIcon, LinkButton, LoadingState, TextField } from '../../components';
import { useResetPassword, useResetTokenStatus } from './api';
import { KeyIcon, LinkOffIcon } from '../../components/icons';
import { BackToLogin, ResetForm, ResetFormScreen, ResetOutcome } from './ResetFrame';
import { isInvalidLink } from './validation';
import styles from './PasswordReset.module.css';

type Outcome = { kind: 'success'; message: string } | { kind: 'invalid'; message: string };

/**
 * /reset-password/{token}: a new password twice (docs/PRODUCT.md#validation-rules). Success shows the message and goes
 * to /login after 2 s; a used, superseded, expired or invented link offers a new one, found
 * out when the page opens (status call) rather than after the password is typed twice.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordPair>({
    resolver: zodResolver(newPasswordPairSchema),
    defaultValues: { newPassword: '', confirm: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  // Typing in either entry clears the message about the pair.
  const clearOnChange = { onChange: () => (errors.newPassword || errors.confirm) && clearErrors() };
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

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    try {
      const res = await reset.mutateAsync({ token, newPassword });
      setOutcome({ kind: 'success', message: res?.message || MSG.resetSuccess });
    } catch (error) {
      if (isInvalidLink(error)) setOutcome({ kind: 'invalid', message: error.message || MSG.resetLinkInvalid });
      else setFormError(MSG.resetError);
    }
  });

  if (outcome?.kind === 'success') {
    return (
      <ResetOutcome icon={<CheckCircleIcon size={28} />} tone="success" title="Şifreniz yenilendi" headingRef={outcomeHeadingRef} message={outcome.message}>
        <LinkButton to={paths.login} replace fullWidth>
          Hemen giriş yap
        </LinkButton>
      </ResetOutcome>
    );
  }

  if (outcome?.kind === 'invalid' || (deadLink && !outcome)) {
    return (
      <ResetOutcome
        icon={<LinkOffIcon size={28} />}
        tone="danger"
        title="Bağlantı kullanılamıyor"
        headingRef={outcomeHeadingRef}
        message={outcome?.message ?? MSG.resetLinkInvalid}
        footer={<BackToLogin />}
      >
        <LinkButton to={paths.resetPasswordRequest} fullWidth>
          Yeni bağlantı iste
        </LinkButton>
      </ResetOutcome>
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
    <ResetFormScreen
      icon={<KeyIcon size={28} />}
      title="Yeni şifre belirle"
      lead="Hesabınız için yeni bir şifre seçin. Şifre değişince açık oturumlarınız kapanır."
      footer={
        <>
          <BackToLogin />
          <Link to={paths.resetPasswordRequest}>Yeni bağlantı iste</Link>
        </>
      }
    >
      <ResetForm error={formError} submitting={isSubmitting} onSubmit={onSubmit} submitLabel="Şifreyi kaydet">
        <TextField
          label="Yeni şifre"
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.maxPasswordLength}
          hint={`En az ${LIMITS.minPasswordLength} karakter.`}
          {...register('newPassword', clearOnChange)}
          error={errors.newPassword?.message}
        />
        <TextField
          label="Yeni şifre (tekrar)"
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.maxPasswordLength}
          {...register('confirm', clearOnChange)}
          error={errors.confirm?.message}
        />
      </ResetForm>
    </ResetFormScreen>
  );
}
