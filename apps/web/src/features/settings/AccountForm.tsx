import { LIMITS, type Settings } from '@okuryazar/shared';
import { Button, TextField } from '../../components';
import { BioField } from './BioField';
import { CurrentPasswordDialog } from './CurrentPasswordDialog';
import { EditableRow } from './EditableRow';
import { StatusMessage } from './StatusMessage';
import { useAccountForm } from './useAccountForm';
import styles from './SettingsPage.module.css';

/** Settings "Hesap bilgileri": the account's fields, each row opened to edit, saved together after the current password. */
export function AccountForm({ settings }: { settings: Settings }) {
  const form = useAccountForm(settings);

  return (
    <section className={styles.card} aria-labelledby={form.titleId}>
      <h2 id={form.titleId} className={styles.cardTitle}>
        Hesap bilgileri
      </h2>
      <p className={styles.cardLead}>Değiştirmek istediğiniz satırda “Düzenle”ye basın; kaydederken mevcut şifreniz sorulur.</p>
      <form onSubmit={form.onSave} noValidate className={styles.form}>
        <div className={styles.rows}>
          <EditableRow
            label="Kullanıcı adı"
            editing={form.editing.username}
            onToggle={() => form.toggle('username')}
            display={<span className={styles.valueStrong}>{settings.username}</span>}
            error={form.errors.username?.message}
          >
            <TextField
              id={form.fieldId('username')}
              label="Kullanıcı adı"
              hideLabel
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              maxLength={LIMITS.usernameMax}
              {...form.field('username')}
              error={form.errors.username?.message}
              hint="3-30 karakter; harf, rakam, nokta ve alt çizgi."
            />
          </EditableRow>

          <EditableRow
            label="E-posta"
            editing={form.editing.email}
            onToggle={() => form.toggle('email')}
            display={settings.email}
            error={form.errors.email?.message}
          >
            <TextField
              id={form.fieldId('email')}
              label="E-posta"
              hideLabel
              type="email"
              autoComplete="email"
              autoFocus
              maxLength={LIMITS.emailMax}
              {...form.field('email')}
              error={form.errors.email?.message}
            />
          </EditableRow>

          <EditableRow
            label="Ad Soyad"
            editing={form.editing.full_name}
            onToggle={() => form.toggle('full_name')}
            display={settings.full_name || <span className={styles.empty}>Henüz eklenmedi</span>}
          >
            <TextField
              id={form.fieldId('full_name')}
              label="Ad Soyad"
              hideLabel
              autoComplete="name"
              autoFocus
              maxLength={LIMITS.fullNameMax}
              {...form.field('full_name')}
              error={form.errors.full_name?.message}
            />
          </EditableRow>

          <EditableRow
            label="Hakkında"
            editing={form.editing.bio}
            onToggle={() => form.toggle('bio')}
            display={
              settings.bio ? (
                <span className={styles.bio}>{settings.bio}</span>
              ) : (
                <span className={styles.empty}>Kendinizden biraz bahsedin; profilinizde görünür.</span>
              )
            }
          >
            <BioField
              id={form.fieldId('bio')}
              registration={form.field('bio')}
              length={form.bioLength}
              error={form.errors.bio?.message}
            />
          </EditableRow>

          <EditableRow
            label="Şifre"
            editing={form.editing.password}
            onToggle={() => form.toggle('password')}
            display={
              <span className={styles.passwordDots} aria-label="Şifre gizli">
                ••••••••
              </span>
            }
          >
            <div className={styles.passwordFields}>
              <TextField
                id={form.fieldId('new_password')}
                label="Yeni şifre"
                type="password"
                autoComplete="new-password"
                autoFocus
                maxLength={LIMITS.maxPasswordLength}
                {...form.field('new_password')}
                error={form.errors.new_password?.message}
                hint={`En az ${LIMITS.minPasswordLength} karakter. Boş bırakırsanız şifreniz değişmez.`}
              />
              <TextField
                id={form.fieldId('confirm_password')}
                label="Yeni şifre (tekrar)"
                type="password"
                autoComplete="new-password"
                maxLength={LIMITS.maxPasswordLength}
                {...form.field('confirm_password')}
                error={form.errors.confirm_password?.message}
              />
            </div>
          </EditableRow>
        </div>

        <div className={styles.saveBar}>
          <StatusMessage status={form.status} className={styles.saveStatus} />
          <Button type="submit" disabled={!form.anyEditing} loading={form.saving} className={styles.saveButton}>
            Kaydet
          </Button>
        </div>
      </form>

      <CurrentPasswordDialog {...form.dialog} saving={form.saving} />
    </section>
  );
}
