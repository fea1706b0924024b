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
            {...form.row('username')}
            display={<span className={styles.valueStrong}>{settings.username}</span>}
            error={form.errors.username?.message}
          >
            <TextField
              {...form.input('username')}
              label="Kullanıcı adı"
              hideLabel
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              maxLength={LIMITS.usernameMax}
              hint="3-30 karakter; harf, rakam, nokta ve alt çizgi."
            />
          </EditableRow>

          <EditableRow
            label="E-posta"
            {...form.row('email')}
            display={settings.email}
            error={form.errors.email?.message}
          >
            <TextField
              {...form.input('email')}
              label="E-posta"
              hideLabel
              type="email"
              autoComplete="email"
              autoFocus
              maxLength={LIMITS.emailMax}
            />
          </EditableRow>

          <EditableRow
            label="Ad Soyad"
            {...form.row('full_name')}
            display={settings.full_name || <span className={styles.empty}>Henüz eklenmedi</span>}
          >
            <TextField
              {...form.input('full_name')}
              label="Ad Soyad"
              hideLabel
              autoComplete="name"
              autoFocus
              maxLength={LIMITS.fullNameMax}
            />
          </EditableRow>

          <EditableRow
            label="Hakkında"
            {...form.row('bio')}
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
            {...form.row('password')}
            display={
              <span className={styles.passwordDots} aria-label="Şifre gizli">
                ••••••••
              </span>
            }
          >
            <div className={styles.passwordFields}>
              <TextField
                {...form.input('new_password')}
                label="Yeni şifre"
                type="password"
                autoComplete="new-password"
                autoFocus
                maxLength={LIMITS.maxPasswordLength}
                hint={`En az ${LIMITS.minPasswordLength} karakter. Boş bırakırsanız şifreniz değişmez.`}
              />
              <TextField
                {...form.input('confirm_password')}
                label="Yeni şifre (tekrar)"
                type="password"
                autoComplete="new-password"
                maxLength={LIMITS.maxPasswordLength}
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
