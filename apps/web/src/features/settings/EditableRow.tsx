import type { ReactNode } from 'react';
import { Button } from '../../components';
import styles from './SettingsPage.module.css';

export interface EditableRowProps {
  /** Visible name of the row; also completes the toggle's accessible name. */
  label: string;
  editing: boolean;
  onToggle: () => void;
  /** Shown while not editing. */
  display: ReactNode;
  /** The inputs shown while editing. */
  children: ReactNode;
  /** A message that belongs to the row even when it is closed (e.g. a taken username). */
  error?: ReactNode;
  disabled?: boolean;
}

/** One settings row (docs/PRODUCT.md#behaviour-and-states): it toggles between the stored value and its inputs. */
export function EditableRow({ label, editing, onToggle, display, children, error, disabled }: EditableRowProps) {
  return (
    <div className={styles.row} data-editing={editing || undefined}>
      <div className={styles.rowHead}>
        <h3 className={styles.rowLabel}>{label}</h3>
        <Button variant={editing ? 'ghost' : 'secondary'} size="sm" onClick={onToggle} disabled={disabled} aria-expanded={editing}>
          {editing ? 'Vazgeç' : 'Düzenle'}
          <span className="visually-hidden"> ({label})</span>
        </Button>
      </div>
      {editing ? (
        <div className={styles.rowEdit}>{children}</div>
      ) : (
        <>
          <div className={styles.rowValue}>{display}</div>
          {error ? <p className="form-error">{error}</p> : null}
        </>
      )}
    </div>
  );
}
