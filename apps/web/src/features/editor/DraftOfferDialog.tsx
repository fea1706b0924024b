import { relativeTime } from '@okuryazar/shared';
import { useId, useState } from 'react';
import { Button, Dialog, whenClosed } from '../../components';
import { textExcerpt } from './chapterText';
import type { StoredDraft } from './draftStore';
import { formatVersionTime } from './versionTime';
import styles from './DraftOfferDialog.module.css';

export const OFFER_TITLE = 'Kaydedilmemiş bölüm taslağı';
export const OFFER_TITLE_MANY = 'Kaydedilmemiş bölüm taslakları';
export const OFFER_RESTORE = 'Geri yükle';
export const OFFER_DELETE = 'Sil';
export const OFFER_START_EMPTY = 'Boş sayfayla başla';
export const UNTITLED = 'Başlıksız bölüm';

export interface DraftOfferDialogProps {
  /** Drafts of this story's new chapters that were never saved (newest first). */
  offers: StoredDraft[];
  /** Opens this new chapter with that draft, as it is (nothing is merged). */
  onRestore: (offer: StoredDraft) => void;
  onDelete: (offer: StoredDraft) => void;
  /** The empty page; the drafts stay on this device and are offered again next time. */
  onStartEmpty: () => void;
}

/**
 * Issue 28: a new chapter never opens with another chapter's draft by itself. When this device
 * holds drafts of new chapters that were never saved (a tab closed or crashed while writing),
 * the author sees what each would bring back (its title, the start of its text and when it was
 * written) and chooses: restore one, delete it, or start on an empty page.
 */
export function DraftOfferDialog({ offers, onRestore, onDelete, onStartEmpty }: DraftOfferDialogProps) {
  const many = offers.length > 1;
  return (
    <Dialog
      open={offers.length > 0}
      onOpenChange={whenClosed(onStartEmpty)}
      size="md"
      dense
      title={many ? OFFER_TITLE_MANY : OFFER_TITLE}
      description={
        many
          ? `Bu hikayenin kaydedilmeden kalmış ${offers.length} yeni bölümü bu cihazda duruyor. Birini geri yüklerseniz bu sayfa onunla açılır; metinler birleştirilmez.`
          : 'Bu hikayenin kaydedilmeden kalmış bir yeni bölümü bu cihazda duruyor. Geri yüklerseniz bu sayfa onunla açılır; metinler birleştirilmez.'
      }
    >
      <ul className={styles.list}>
        {offers.map((offer, index) => (
          <OfferItem key={offer.ref.newChapter ?? 'eski'} offer={offer} primary={index === 0} onRestore={onRestore} onDelete={onDelete} />
        ))}
      </ul>
      <div className={styles.footer}>
        <p className={styles.note}>Boş sayfayla başlarsanız taslaklar bu cihazda kalır; bir sonraki yeni bölümde yine sorulur.</p>
        <Button variant="ghost" onClick={onStartEmpty}>
          {OFFER_START_EMPTY}
        </Button>
      </div>
    </Dialog>
  );
}

function OfferItem({ offer, primary, onRestore, onDelete }: { offer: StoredDraft; primary: boolean } & Pick<DraftOfferDialogProps, 'onRestore' | 'onDelete'>) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const { draft } = offer;
  const title = draft.title.trim() || UNTITLED;
  const excerpt = textExcerpt(draft.content);
  const written = new Date(draft.savedAt);
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      <p className={styles.meta}>
        Yazıldı: <time dateTime={written.toISOString()}>{formatVersionTime(written)}</time> · {relativeTime(written)}
      </p>
      <p className={styles.excerpt} data-testid="draft-excerpt">
        {excerpt || 'Metin boş.'}
      </p>
      {confirming ? (
        <div className={styles.actions} role="group" aria-label="Silmeyi onaylayın">
          <p className={styles.confirmText}>Bu taslak kalıcı olarak silinsin mi?</p>
          <Button size="sm" variant="danger" onClick={() => onDelete(offer)} autoFocus>
            Evet, sil
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            Vazgeç
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button size="sm" variant={primary ? 'primary' : 'secondary'} onClick={() => onRestore(offer)} aria-describedby={headingId}>
            {OFFER_RESTORE}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-describedby={headingId}>
            {OFFER_DELETE}
          </Button>
        </div>
      )}
    </li>
  );
}
