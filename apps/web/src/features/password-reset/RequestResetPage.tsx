import { LIMITS, MSG } from '@okuryazar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MailIcon, TextField } from '../../components';
import { useRequestReset } from './api';
import { BackToLogin, ResetForm, ResetFormScreen, ResetOutcome } from './ResetFrame';
import { resetRequestSchema } from './schemas';
import { resetRequestErrorMessage } from './validation';
import styles from './PasswordReset.module.css';

/** /resetpassword: ask for a reset link; a 200 replaces the form with a success panel (docs/PRODUCT.md#behaviour-and-states). */
export function RequestResetPage() {
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const request = useRequestReset();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' }, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) sentHeadingRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const res = await request.mutateAsync(body);
      setSent({ message: res?.message || MSG.resetEmailSent, email: body.email });
    } catch (error) {
      setFormError(resetRequestErrorMessage(error));
    }
  });

  if (sent) {
    const mentionsValidity = /1 saat/.test(sent.message);
    return (
      <ResetOutcome
        icon={<MailIcon size={28} />}
        tone="success"
        title="E-postanızı kontrol edin"
        headingRef={sentHeadingRef}
        message={sent.message}
        footer={
          <>
            <BackToLogin />
            <button
              type="button"
              className={styles.textButton}
              onClick={() => {
                setSent(null);
                clearErrors();
              }}
            >
              Başka bir adres dene
            </button>
          </>
        }
      >
        <p className={styles.note}>
          Gönderilen adres: <span className={styles.address}>{sent.email}</span>
          <br />
          {mentionsValidity ? null : `Bağlantı ${LIMITS.resetLinkHours} saat geçerlidir. `}
          E-posta birkaç dakika içinde gelmezse gereksiz (spam) klasörüne bakın.
        </p>
      </ResetOutcome>
    );
  }

  return (
    <ResetFormScreen
      icon={<MailIcon size={28} />}
      title="Şifremi unuttum"
      lead="Hesabınıza kayıtlı e-posta adresini yazın; size yeni şifrenizi belirleyebileceğiniz bir bağlantı gönderelim."
      footer={<BackToLogin />}
    >
      <ResetForm error={formError} submitting={isSubmitting} onSubmit={onSubmit} submitLabel="Sıfırlama bağlantısı gönder">
        <TextField
          label="E-posta adresi"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="ornek@gmail.com"
          {...register('email', { onChange: () => errors.email && clearErrors('email') })}
          error={errors.email?.message}
        />
      </ResetForm>
    </ResetFormScreen>
  );
}
