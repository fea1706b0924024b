import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookPageResponse } from '@okuryazar/shared';
import { MSG } from '@okuryazar/shared';
import { Button, CheckCircleIcon, PlusIcon, useToast } from '../../../components';
import { browseKeys, toggleLibrary } from '../api';
import styles from './BookPage.module.css';

/**
 * docs/PRODUCT.md#behaviour-and-states Library toggle: the label follows the server's isInLibrary ('Kütüphaneye Ekle' /
 * 'Kütüphaneden Çıkar'). The answer is written into the cached book page.
 */
export function LibraryToggle({ bookId, isInLibrary }: { bookId: number; isInLibrary: boolean }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: () => toggleLibrary(bookId),
    onSuccess: ({ isInLibrary: next }) => {
      queryClient.setQueryData<BookPageResponse>(browseKeys.book(bookId), (old) =>
        old ? { ...old, book: { ...old.book, isInLibrary: next } } : old,
      );
      void queryClient.invalidateQueries({ queryKey: browseKeys.library });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      toast({ title: next ? 'Kitap kütüphanenize eklendi.' : 'Kitap kütüphanenizden çıkarıldı.', tone: 'success' });
    },
    onError: (error) => {
      console.error('Kütüphane güncellenemedi:', error);
      toast({ title: MSG.tryAgain, tone: 'error' });
    },
  });

  return (
    <Button
      variant="secondary"
      size="lg"
      className={styles.libraryButton}
      onClick={() => mutation.mutate()}
      loading={mutation.isPending}
      leadingIcon={isInLibrary ? <CheckCircleIcon size={20} /> : <PlusIcon size={20} />}
    >
      {isInLibrary ? MSG.removeFromLibrary : MSG.addToLibrary}
    </Button>
  );
}
