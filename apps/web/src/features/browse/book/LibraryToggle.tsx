import { MSG } from '@okuryazar/shared';
import { Button, CheckCircleIcon, PlusIcon, useToast } from '../../../components';
import { useToggleLibrary } from '../api';
import styles from './BookPage.module.css';

/**
 * docs/PRODUCT.md#behaviour-and-states Library toggle: the label follows the server's isInLibrary ('Kütüphaneye Ekle' /
 * 'Kütüphaneden Çıkar'). The answer is written into the cached book page (api/toggleLibrary.ts).
 */
export function LibraryToggle({ bookId, isInLibrary }: { bookId: number; isInLibrary: boolean }) {
  const { toast } = useToast();
  const mutation = useToggleLibrary(bookId);
  const toggle = () =>
    mutation.mutate(undefined, {
      onSuccess: ({ isInLibrary: next }) =>
        toast({ title: next ? 'Kitap kütüphanenize eklendi.' : 'Kitap kütüphanenizden çıkarıldı.', tone: 'success' }),
      onError: () => toast({ title: MSG.tryAgain, tone: 'error' }),
    });

  return (
    <Button
      variant="secondary"
      size="lg"
      className={styles.libraryButton}
      onClick={toggle}
      loading={mutation.isPending}
      leadingIcon={isInLibrary ? <CheckCircleIcon size={20} /> : <PlusIcon size={20} />}
    >
      {isInLibrary ? MSG.removeFromLibrary : MSG.addToLibrary}
    </Button>
  );
}
