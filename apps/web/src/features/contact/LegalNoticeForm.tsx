import { zodResolver } from '@hookform/resolvers/zod';
import { legalNoticeBodySchema, MODERATION_LIMITS, MODERATION_MSG } from '@okuryazar/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, CheckCircleIcon, FormAlert, TextAreaField, TextField } from '../../components';
import { legalNoticeErrorMessage, useSendLegalNotice } from './api';
import styles from './Contact.module.css';

const EMPTY = { name: '', email: '', url: '', description: '' };

/**
 * The Law 5651 notice: anyone, logged in or not, names a piece of content and why it is
 * unlawful. Validation is the call's own schema; a 201 replaces the form with a confirmation.
 */
export function LegalNoticeForm() {
  const alertId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // Set when the reader asks for a new form, so focus goes to its first field (not on first load).
  const [again, setAgain] = useState(false);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const send = useSendLegalNotice();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(legalNoticeBodySchema), defaultValues: EMPTY });

  useEffect(() => {
    if (sent) sentRef.current?.focus();
    else if (again) setFocus('name');
  }, [sent, again, setFocus]);

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const result = await send.mutateAsync(body);
      reset(EMPTY);
      setSent(result.message || MODERATION_MSG.legalNoticeCreated);
    } catch (error) {
      setFormError(legalNoticeErrorMessage(error));
    }
  });

  if (sent) {
    return (
      <div className={styles.sent}>
        <span className={styles.sentIcon} aria-hidden="true">
          <CheckCircleIcon size={28} />
        </span>
        <h3 ref={sentRef} tabIndex={-1} className={styles.sentTitle}>
          Bildiriminiz alındı
        </h3>
        <p role="status">{sent}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setAgain(true);
            setSent(null);
          }}
        >
          Yeni bir bildirim gönder
        </Button>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => (isSubmitting ? event.preventDefault() : void onSubmit(event))}
      noValidate
      aria-describedby={formError ? alertId : undefined}
    >
      <FormAlert id={alertId} message={formError} />
      <div className={styles.row}>
        <TextField
          label="Adınız soyadınız"
          autoComplete="name"
          maxLength={MODERATION_LIMITS.legalNameMax}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="E-posta adresiniz"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="Bildiriminizle ilgili size bu adresten yazarız."
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField
        label="İçeriğin bağlantısı"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="Hukuka aykırı olduğunu düşündüğünüz hikaye, bölüm, yorum ya da kullanıcı sayfasının tam adresi."
        maxLength={MODERATION_LIMITS.legalUrlMax}
        error={errors.url?.message}
        {...register('url')}
      />
      <TextAreaField
        label="Açıklama"
        rows={6}
        hint="İçeriğin neden hukuka aykırı olduğunu ve hangi hakkınızı ihlal ettiğini yazın."
        maxLength={MODERATION_LIMITS.legalDescriptionMax}
        error={errors.description?.message}
        {...register('description')}
      />
      <div>
        <Button type="submit" loading={isSubmitting}>
          Bildirimi gönder
        </Button>
      </div>
    </form>
  );
}
