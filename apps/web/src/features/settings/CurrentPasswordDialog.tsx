import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MSG } from '@okuryazar/shared';
import { AlertIcon, Button, Dialog, DialogActions, TextField, unlessBusy } from '../../components';
import styles from './SettingsPage.module.css';

export interface CurrentPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with a non-empty current password. */
  onConfirm: (currentPassword: string) => void;
  saving: boolean;
  /** A server-side failure to show in the dialog (a wrong current password). */
  error: string | null;
}

/** docs/PRODUCT.md#behaviour-and-states: Save asks for the current password before PUT /setting. */
export function CurrentPasswordDialog({ open, onOpenChange, onConfirm, saving, error }: CurrentPasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const alertId = useId();

  // A fresh, empty field each time the dialog opens.
  useEffect(() => {
    if (open) {
      setPassword('');
      setLocalError(null);
    }
  }, [open]);

  // A wrong password empties the field and puts the cursor back in it.
  useEffect(() => {
    if (error) {
      setPassword('');
      inputRef.current?.focus();
    }
  }, [error]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!password) {
      setLocalError(MSG.currentPasswordRequired);
      inputRef.current?.focus();
      return;
    }
    setLocalError(null);
    onConfirm(password);
  };

  const shown = localError ?? error;

  return (
    <Dialog
      open={open}
      onOpenChange={unlessBusy(saving, onOpenChange)}
      title="Değişiklikleri onayla"
      description="Güvenliğiniz için değişiklikleri kaydetmeden önce mevcut şifrenizi girin."
      size="sm"
    >
      <form className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <TextField
          ref={inputRef}
          label="Mevcut şifre"
          type="password"
          name="current_password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (localError) setLocalError(null);
          }}
          error={Boolean(shown)}
          describedById={alertId}
        />
        <div id={alertId} role="alert" className={styles.dialogAlert}>
          {shown ? (
            <p className={styles.statusError}>
              <AlertIcon size={18} />
              <span>{shown}</span>
            </p>
          ) : null}
        </div>
        <DialogActions>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={saving}>
            Vazgeç
          </Button>
          <Button type="submit" loading={saving}>
            Onayla
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
