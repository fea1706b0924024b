import { ERROR_CODES, MSG, TURKISH_MONTHS, birthYears, type RegisterBody } from '@okuryazar/shared';
import { useId, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { paths } from '../../config/paths';
import { Checkbox, FieldError, FormAlert, Select, TextField } from '../../components';
import { ApiError } from '../../lib/api';
import { useRegister } from './api';
import { AuthFormFooter, EMAIL_INPUT, useAuthSubmit } from './authFormParts';
import { BIRTH_DATE_FIELDS, EMPTY_SIGNUP, SIGNUP_FIELDS, SIGNUP_REQUIRED_MESSAGES, signupSchema, type SignupValues } from './schemas';
import styles from './AuthModal.module.css';

const DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const MONTH_OPTIONS = TURKISH_MONTHS.map((name, i) => ({ value: String(i + 1), label: name }));
/** The birth date's three selects, in order; each re-checks the other two as it changes. */
const BIRTH_DATE_PARTS = [
  { field: 'day', label: 'Gün', autoComplete: 'bday-day' },
  { field: 'month', label: 'Ay', autoComplete: 'bday-month' },
  { field: 'year', label: 'Yıl', autoComplete: 'bday-year' },
] as const;

export interface SignupFormProps {
  /** Called with the e-mail after a 201 from the server. */
  onSuccess: (email: string) => void;
  onSwitchToLogin: () => void;
}

/**
 * Sign-up (docs/PRODUCT.md#screens, #validation-rules): every field's problem is shown beside it at once, the field marked
 * invalid and described by its message (issue 28 item 9); a short summary above says whether
 * something is missing, and carries the server's refusal. The first invalid field takes the focus.
 */
export function SignupForm({ onSuccess, onSwitchToLogin }: SignupFormProps) {
  const alertId = useId();
  const birthDateErrorId = useId();
  const signup = useRegister();
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
    // After the first try a message goes as its field is corrected.
    reValidateMode: 'onChange',
  });

  const { serverError, setServerError, submit } = useAuthSubmit<RegisterBody>(
    signup,
    (body) => onSuccess(body.email),
    (error) => {
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
    },
  );
  const onSubmit = handleSubmit(submit);

  /**
   * A field's own message beside it; a field the server named (a taken username or e-mail) is
   * marked and explained by the summary, which holds the server's text.
   */
  const fieldError = (field: (typeof SIGNUP_FIELDS)[number]) => {
    const error = errors[field];
    return error?.type === 'server' ? { error: true, describedById: alertId } : { error: error?.message };
  };
  const invalid = SIGNUP_FIELDS.filter((field) => errors[field] && errors[field]?.type !== 'server');
  const anyEmpty = invalid.some((field) => SIGNUP_REQUIRED_MESSAGES.has(errors[field]?.message ?? ''));
  const summary = serverError ?? (invalid.length === 0 ? null : anyEmpty ? MSG.allFieldsRequired : MSG.fixMarkedFields);
  // The birth date is one question in three selects: one message under them, read with each.
  const birthDateMessage = BIRTH_DATE_FIELDS.map((field) => errors[field]?.message).find(Boolean) ?? null;
  const dateSelect = (field: (typeof BIRTH_DATE_FIELDS)[number]) => ({
    error: Boolean(errors[field]),
    describedById: birthDateMessage ? birthDateErrorId : undefined,
  });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        // A new try answers for itself: the last refusal of the server goes.
        setServerError(null);
        void onSubmit(event);
      }}
      noValidate
      aria-describedby={summary ? alertId : undefined}
    >
      <FormAlert id={alertId} message={summary} live />
      <TextField
        {...EMAIL_INPUT}
        autoFocus
        hint="Gmail, Hotmail, Outlook, Yahoo, Yandex, iCloud veya MSN adresi"
        {...fieldError('email')}
        {...register('email')}
      />
      <TextField
        label="Kullanıcı adı"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...fieldError('username')}
        {...register('username')}
      />
      <div className={styles.twoCol}>
        <TextField
          label="Şifre"
          type="password"
          autoComplete="new-password"
          {...fieldError('password')}
          {...register('password', { deps: ['passwordConfirm'] })}
        />
        <TextField
          label="Şifre (tekrar)"
          type="password"
          autoComplete="new-password"
          {...fieldError('passwordConfirm')}
          {...register('passwordConfirm')}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Doğum tarihi</legend>
        <div className={styles.dateRow}>
          {BIRTH_DATE_PARTS.map(({ field, label, autoComplete }) => (
            <Select
              key={field}
              label={label}
              hideLabel
              placeholder={label}
              options={field === 'day' ? DAY_OPTIONS : field === 'month' ? MONTH_OPTIONS : yearOptions}
              autoComplete={autoComplete}
              {...dateSelect(field)}
              {...register(field, { deps: BIRTH_DATE_FIELDS.filter((other) => other !== field) })}
            />
          ))}
        </div>
        {birthDateMessage ? <FieldError id={birthDateErrorId}>{birthDateMessage}</FieldError> : null}
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
        {...fieldError('acceptTerms')}
        {...register('acceptTerms')}
      />
      <AuthFormFooter
        submitLabel="Kayıt Ol"
        loading={isSubmitting}
        question="Zaten hesabınız var mı?"
        switchLabel="Giriş Yap"
        onSwitch={onSwitchToLogin}
      />
    </form>
  );
}
