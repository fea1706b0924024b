import { LIMITS, MSG, type Settings } from '@okuryazar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Button, ErrorState, LoadingState, PageTitle, TextField } from '../../components';
import { getSession, saveSession } from '../../lib/session';
import { refreshAccountViews, settingsKeys, updateSettings, useSettings, type UpdateSettingsBody } from './api';
import { CurrentPasswordDialog } from './CurrentPasswordDialog';
import { EditableRow } from './EditableRow';
import { HiddenWarningsSection } from './HiddenWarningsSection';
import { DangerZone, PrivacySection, RelationsSection } from '../safety';
import { PhotoSection } from './PhotoSection';
import { StatusMessage } from './StatusMessage';
import { useStatusMessage } from './useStatusMessage';
import {
  classifySaveError,
  EDITABLE_FIELDS,
  passwordWillBeSent,
  savedMessage,
  settingsFormSchema,
  type EditableField,
  type RowKey,
  type SettingsFormValues,
} from './validation';
import styles from './SettingsPage.module.css';

type Editing = Record<RowKey, boolean>;

const CLOSED: Editing = { username: false, email: false, full_name: false, bio: false, password: false };


/** /settings: profile photo and account fields (docs/PRODUCT.md#screens, #behaviour-and-states, #validation-rules, #error-messages). */
export function SettingsPage() {
  const query = useSettings();

  return (
    <>
      <PageTitle title={'Ayarlar'} />
      <div className={styles.page}>
        <header className={styles.intro}>
          <p className={styles.eyebrow}>Hesap</p>
          <h1 className={styles.heading}>Ayarlar</h1>
          <p className={styles.lead}>Profilinizde görünen bilgileri ve giriş bilgilerinizi buradan yönetebilirsiniz.</p>
        </header>
        {query.isPending ? (
          <LoadingState text="Profil bilgileri yükleniyor..." />
        ) : query.isError ? (
          <ErrorState message={MSG.settingsLoadError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <>
            <PhotoSection settings={query.data} />
            <AccountForm settings={query.data} />
            <HiddenWarningsSection />
            <PrivacySection />
            <RelationsSection kind="blocks" />
            <RelationsSection kind="mutes" />
            <DangerZone />
          </>
        )}
      </div>
    </>
  );
}

function AccountForm({ settings }: { settings: Settings }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const fieldId = (name: keyof SettingsFormValues) => `${formId}-${name}`;
  const [editing, setEditing] = useState<Editing>(CLOSED);
  const resolver = useMemo(() => zodResolver(settingsFormSchema(editing, settings.email)), [editing, settings.email]);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    reset,
    setError,
    clearErrors,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<SettingsFormValues>({
    resolver,
    defaultValues: formValues(settings),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const { status, show } = useStatusMessage();

  const anyEditing = Object.values(editing).some(Boolean);

  const toggle = (row: RowKey) => {
    const opening = !editing[row];
    setEditing((e) => ({ ...e, [row]: opening }));
    if (row === 'password') {
      setValue('new_password', '');
      setValue('confirm_password', '');
      clearErrors(['new_password', 'confirm_password']);
    } else {
      // Opening starts from the stored value; closing drops the draft.
      setValue(row, settings[row] ?? '');
      clearErrors(row);
    }
  };

  /** Typing in a field clears its own message; the form is checked again on Save. */
  const field = <N extends keyof SettingsFormValues>(name: N) => register(name, { onChange: () => errors[name] && clearErrors(name) });

  /** What PUT /setting receives: drafts for open rows, stored values for the rest. */
  const valuesToSend = (): Record<EditableField, string> => {
    const values = formValues(settings);
    const drafts = getValues();
    for (const name of EDITABLE_FIELDS) if (editing[name]) values[name] = drafts[name];
    return values;
  };

  const onSave = (event: FormEvent) => {
    if (!anyEditing || saving) {
      event.preventDefault();
      return;
    }
    void handleSubmit(
      () => {
        setDialogError(null);
        setDialogOpen(true);
      },
      (found) => {
        const first = (['username', 'email', 'full_name', 'bio', 'new_password', 'confirm_password'] as const).find((k) => found[k]);
        if (first) setFocus(first);
      },
    )(event);
  };

  const submit = async (currentPassword: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    setDialogError(null);
    const values = valuesToSend();
    const newPassword = getValues('new_password');
    const passwordChanged = passwordWillBeSent(editing.password, newPassword);
    const body: UpdateSettingsBody = {
      username: values.username.trim(),
      email: values.email.trim(),
      full_name: values.full_name.trim(),
      bio: values.bio.trim(),
      current_password: currentPassword,
      ...(passwordChanged ? { password_hash: newPassword } : {}),
    };
    const profileChanged = EDITABLE_FIELDS.some((name) => body[name] !== (settings[name] ?? '').trim());
    try {
      const res = await updateSettings(body);
      const { token } = res;
      const fresh: Settings = {
        username: res.username,
        email: res.email,
        full_name: res.full_name,
        bio: res.bio,
        profile_image_url: res.profile_image_url,
      };
      const session = getSession();
      if (session && (token || fresh.username !== session.username)) {
        saveSession({ token: token ?? session.token, userId: session.userId, username: fresh.username });
      }
      queryClient.setQueryData<Settings>(settingsKeys.mine(session?.userId), (old) => ({ ...(old ?? fresh), ...fresh }));
      refreshAccountViews(queryClient, { username: fresh.username, profile_image_url: fresh.profile_image_url });
      setDialogOpen(false);
      setEditing(CLOSED);
      reset(formValues(fresh));
      show(savedMessage(passwordChanged, profileChanged), 'success');
    } catch (error) {
      const kind = classifySaveError(error);
      if (kind === 'wrongPassword') {
        setDialogError(MSG.wrongCurrentPassword);
      } else if (kind === 'usernameTaken') {
        setDialogOpen(false);
        setEditing((e) => ({ ...e, username: true }));
        setError('username', { message: MSG.usernameTakenField });
        window.setTimeout(() => setFocus('username'), 0);
      } else {
        const message = error instanceof Error && error.message ? error.message : MSG.genericError;
        setDialogOpen(false);
        if (kind === 'emailTaken') setError('email', { message });
        show(`${MSG.profileUpdateError}${message}`, 'error');
      }
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={styles.cardTitle}>
        Hesap bilgileri
      </h2>
      <p className={styles.cardLead}>Değiştirmek istediğiniz satırda “Düzenle”ye basın; kaydederken mevcut şifreniz sorulur.</p>
      <form onSubmit={onSave} noValidate className={styles.form}>
        <div className={styles.rows}>
          <EditableRow
            label="Kullanıcı adı"
            editing={editing.username}
            onToggle={() => toggle('username')}
            display={<span className={styles.valueStrong}>{settings.username}</span>}
            error={errors.username?.message}
          >
            <TextField
              id={fieldId('username')}
              label="Kullanıcı adı"
              hideLabel
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              maxLength={LIMITS.usernameMax}
              {...field('username')}
              error={errors.username?.message}
              hint="3-30 karakter; harf, rakam, nokta ve alt çizgi."
            />
          </EditableRow>

          <EditableRow
            label="E-posta"
            editing={editing.email}
            onToggle={() => toggle('email')}
            display={settings.email}
            error={errors.email?.message}
          >
            <TextField
              id={fieldId('email')}
              label="E-posta"
              hideLabel
              type="email"
              autoComplete="email"
              autoFocus
              maxLength={LIMITS.emailMax}
              {...field('email')}
              error={errors.email?.message}
            />
          </EditableRow>

          <EditableRow
            label="Ad Soyad"
            editing={editing.full_name}
            onToggle={() => toggle('full_name')}
            display={settings.full_name || <span className={styles.empty}>Henüz eklenmedi</span>}
          >
            <TextField
              id={fieldId('full_name')}
              label="Ad Soyad"
              hideLabel
              autoComplete="name"
              autoFocus
              maxLength={LIMITS.fullNameMax}
              {...field('full_name')}
              error={errors.full_name?.message}
            />
          </EditableRow>

          <EditableRow
            label="Hakkında"
            editing={editing.bio}
            onToggle={() => toggle('bio')}
            display={
              settings.bio ? (
                <span className={styles.bio}>{settings.bio}</span>
              ) : (
                <span className={styles.empty}>Kendinizden biraz bahsedin; profilinizde görünür.</span>
              )
            }
          >
            <BioField
              id={fieldId('bio')}
              registration={field('bio')}
              length={watch('bio').length}
              error={errors.bio?.message}
            />
          </EditableRow>

          <EditableRow
            label="Şifre"
            editing={editing.password}
            onToggle={() => toggle('password')}
            display={
              <span className={styles.passwordDots} aria-label="Şifre gizli">
                ••••••••
              </span>
            }
          >
            <div className={styles.passwordFields}>
              <TextField
                id={fieldId('new_password')}
                label="Yeni şifre"
                type="password"
                autoComplete="new-password"
                autoFocus
                maxLength={LIMITS.maxPasswordLength}
                {...field('new_password')}
                error={errors.new_password?.message}
                hint={`En az ${LIMITS.minPasswordLength} karakter. Boş bırakırsanız şifreniz değişmez.`}
              />
              <TextField
                id={fieldId('confirm_password')}
                label="Yeni şifre (tekrar)"
                type="password"
                autoComplete="new-password"
                maxLength={LIMITS.maxPasswordLength}
                {...field('confirm_password')}
                error={errors.confirm_password?.message}
              />
            </div>
          </EditableRow>
        </div>

        <div className={styles.saveBar}>
          <StatusMessage status={status} className={styles.saveStatus} />
          <Button type="submit" disabled={!anyEditing} loading={saving} className={styles.saveButton}>
            Kaydet
          </Button>
        </div>
      </form>

      <CurrentPasswordDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onConfirm={(password) => void submit(password)}
        saving={saving}
        error={dialogError}
      />
    </section>
  );
}

function BioField({ id, registration, length, error }: { id: string; registration: UseFormRegisterReturn<'bio'>; length: number; error?: string }) {
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.textareaField}>
      <label htmlFor={id} className="visually-hidden">
        Hakkında
      </label>
      <textarea
        id={id}
        rows={5}
        maxLength={LIMITS.bioMax}
        autoFocus
        className={styles.textarea}
        placeholder="Okurlara kendinden bahset…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${countId} ${errorId}` : countId}
        {...registration}
      />
      <p id={countId} className={styles.counter}>
        {length} / {LIMITS.bioMax}
      </p>
      {error ? (
        <p id={errorId} className={styles.rowError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function formValues(s: Settings): SettingsFormValues {
  return { username: s.username ?? '', email: s.email ?? '', full_name: s.full_name ?? '', bio: s.bio ?? '', new_password: '', confirm_password: '' };
}
