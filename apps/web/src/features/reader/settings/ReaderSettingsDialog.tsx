import { Dialog, loadDialog } from '../../../components';
import { ReaderSettingsPanel } from './ReaderSettingsPanel';
import styles from './ReaderSettingsButton.module.css';

// Opened from a click: the dialog's own code starts loading with this module.
void loadDialog().catch(() => {});

/** The reading settings in a compact dialog (focus kept inside, Escape closes). */
export function ReaderSettingsDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Back to the "Aa" button on closing (it opens the dialog without being Radix's trigger). */
  returnFocus: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Okuma ayarları"
      description="Değişiklikler hemen uygulanır ve hesabınızla eşitlenir."
      hideDescription
      size="sm"
      className={styles.dialog}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
    >
      <ReaderSettingsPanel />
    </Dialog>
  );
}
