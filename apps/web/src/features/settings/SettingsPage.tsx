import { LIMITS, MSG, type Settings } from '@okuryazar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
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
  validateSettings,
  type EditableField,
  type FieldErrors,
  type RowKey,
} from './validation';
import styles from './SettingsPage.module.css';

type Editing = Record<RowKey, boolean>;
type Drafts = Record<EditableField, string>;

const CLOSED: Editing = { username: false, email: false, full_name: false, bio: false, password: false };


/** /settings: profile photo and account fields (SPEC §2, §4, §5, §8). */
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
  const [editing, setEditing] = useState<Editing>(CLOSED);
  const [drafts, setDrafts] = useState<Drafts>(() => pickDrafts(settings));
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const { status, show } = useStatusMessage();

  const anyEditing = Object.values(editing).some(Boolean);

  const toggle = (row: RowKey) => {
    const opening = !editing[row];
    setEditing((e) => ({ ...e, [row]: opening }));
    if (row === 'password') {
      setNewPassword('');
      setConfirmPassword('');
      setErrors((e) => ({ ...e, newPassword: undefined, confirmPassword: undefined }));
    } else {
      // Opening starts from the stored value; closing drops the draft.
      setDrafts((d) => ({ ...d, [row]: settings[row] ?? '' }));
      setErrors((e) => ({ ...e, [row]: undefined }));
    }
  };

  const setDraft = (field: EditableField, value: string) => {
    setDrafts((d) => ({ ...d, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** What PUT /setting receives: drafts for open rows, stored values for the rest. */
  const valuesToSend = (): Drafts => {
    const values = pickDrafts(settings);
    for (const field of EDITABLE_FIELDS) if (editing[field]) values[field] = drafts[field];
    return values;
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (!anyEditing || saving) return;
    const found = validateSettings({
      values: valuesToSend(),
      editing,
      originalEmail: settings.email,
      passwordOpen: editing.password,
      newPassword,
      confirmPassword,
    });
    setErrors(found);
    const first = (['username', 'email', 'full_name', 'bio', 'newPassword', 'confirmPassword'] as const).find((k) => found[k]);
    if (first) {
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setDialogError(null);
    setDialogOpen(true);
  };

  const submit = async (currentPassword: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    setDialogError(null);
    const values = valuesToSend();
    const body: UpdateSettingsBody = {
      username: values.username.trim(),
      email: values.email.trim(),
      full_name: values.full_name.trim(),
      bio: values.bio.trim(),
      current_password: currentPassword,
      ...(passwordWillBeSent(editing.password, newPassword) ? { password_hash: newPassword } : {}),
    };
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
      setDrafts(pickDrafts(fresh));
      setNewPassword('');
      setConfirmPassword('');
      setErrors({});
      show(MSG.profileUpdated, 'success');
    } catch (error) {
      const kind = classifySaveError(error);
      if (kind === 'wrongPassword') {
        setDialogError(MSG.wrongCurrentPassword);
      } else if (kind === 'usernameTaken') {
        setDialogOpen(false);
        setEditing((e) => ({ ...e, username: true }));
        setErrors((e) => ({ ...e, username: MSG.usernameTakenField }));
        window.setTimeout(() => usernameRef.current?.focus(), 0);
      } else {
        const message = error instanceof Error && error.message ? error.message : MSG.genericError;
        setDialogOpen(false);
        if (kind === 'emailTaken') setErrors((e) => ({ ...e, email: message }));
        show(`${MSG.profileUpdateError}${message}`, 'error');
      }
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  const fieldId = (key: keyof FieldErrors) => `${formId}-${key}`;

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
            error={errors.username}
          >
            <TextField
              ref={usernameRef}
              id={fieldId('username')}
              label="Kullanıcı adı"
              hideLabel
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              maxLength={LIMITS.usernameMax}
              value={drafts.username}
              onChange={(e) => setDraft('username', e.target.value)}
              error={errors.username}
              hint="3-30 karakter; harf, rakam, nokta ve alt çizgi."
            />
          </EditableRow>

          <EditableRow
            label="E-posta"
            editing={editing.email}
            onToggle={() => toggle('email')}
            display={settings.email}
            error={errors.email}
          >
            <TextField
              id={fieldId('email')}
              label="E-posta"
              hideLabel
              type="email"
              name="email"
              autoComplete="email"
              autoFocus
              maxLength={LIMITS.emailMax}
              value={drafts.email}
              onChange={(e) => setDraft('email', e.target.value)}
              error={errors.email}
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
              name="full_name"
              autoComplete="name"
              autoFocus
              maxLength={LIMITS.fullNameMax}
              value={drafts.full_name}
              onChange={(e) => setDraft('full_name', e.target.value)}
              error={errors.full_name}
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
              value={drafts.bio}
              onChange={(value) => setDraft('bio', value)}
              error={errors.bio}
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
                id={fieldId('newPassword')}
                label="Yeni şifre"
                type="password"
                name="new_password"
                autoComplete="new-password"
                autoFocus
                maxLength={LIMITS.maxPasswordLength}
                value={newPassword}
                onChange={(e) => {
                  setNewPassword(e.target.value);
                  setErrors((er) => ({ ...er, newPassword: undefined }));
                }}
                error={errors.newPassword}
                hint={`En az ${LIMITS.minPasswordLength} karakter. Boş bırakırsanız şifreniz değişmez.`}
              />
              <TextField
                id={fieldId('confirmPassword')}
                label="Yeni şifre (tekrar)"
                type="password"
                name="confirm_password"
                autoComplete="new-password"
                maxLength={LIMITS.maxPasswordLength}
                value={confirmPassword}
                onChange={(e) => {
                  setConfirmPassword(e.target.value);
                  setErrors((er) => ({ ...er, confirmPassword: undefined }));
                }}
                error={errors.confirmPassword}
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

function BioField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.textareaField}>
      <label htmlFor={id} className="visually-hidden">
        Hakkında
      </label>
      <textarea
        id={id}
        name="bio"
        rows={5}
        maxLength={LIMITS.bioMax}
        autoFocus
        className={styles.textarea}
        value={value}
        placeholder="Okurlara kendinden bahset…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${countId} ${errorId}` : countId}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={countId} className={styles.counter}>
        {value.length} / {LIMITS.bioMax}
      </p>
      {error ? (
        <p id={errorId} className={styles.rowError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function pickDrafts(s: Settings): Drafts {
  return { username: s.username ?? '', email: s.email ?? '', full_name: s.full_name ?? '', bio: s.bio ?? '' };
}
