import { useState } from 'react';
import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from '../../lib/router';
import type { BookCard } from '@okuryazar/shared';
import { MSG, splitParagraphs } from '@okuryazar/shared';
import { BookCounts } from '../../components/books/BookCounts';
import { BookCover } from '../../components/books/BookCover';
import { paths } from '../../config/paths';
import { AddToListButton } from '../lists';
import { readLabel, readPath } from '../../components/books/format';
import { CloseIcon } from '../../components/icons';
import styles from './BookDetailDialog.module.css';

export const NO_DESCRIPTION = 'Açıklama henüz eklenmedi.';

interface BookDetailDialogProps {
  /** The book to show; kept while the popup animates closed. */
  book: BookCard | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back on close (the card that opened it); there is no Dialog.Trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The dashboard's book detail popup (docs/PRODUCT.md#dashboard). */
export function BookDetailDialog({
  book,
  open,
  onOpenChange,
  returnFocusTo,
}: BookDetailDialogProps) {
  return (
    <Dialog.Root open={open && book !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        {book && (
          <Dialog.Content
            className={styles.content}
            onCloseAutoFocus={(event) => {
              const target = returnFocusTo?.current;
              if (target?.isConnected) {
                event.preventDefault();
                target.focus();
              }
            }}
          >
            {/* Keyed so the "no chapters" note does not carry over to another book. */}
            <BookDetail key={book.book_id} book={book} />
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function BookDetail({ book }: { book: BookCard }) {
  const navigate = useNavigate();
  const [noChapters, setNoChapters] = useState(false);
  const paragraphs = splitParagraphs(book.description);
  const chapters = book.published_chapters_count;

  const startReading = () => {
    const target = readPath(book);
    if (target) void navigate(target);
    else setNoChapters(true);
  };

  return (
    <>
      <Dialog.Close className={styles.close} aria-label="Kapat">
        <CloseIcon width={20} height={20} />
      </Dialog.Close>

      <div className={styles.top}>
        <div className={styles.coverFrame}>
          <BookCover
            className="book-cover-image"
            src={book.cover_image_url}
            title={book.title}
            loading="eager"
          />
        </div>

        <div className={styles.head}>
          <div className={styles.badges}>
            <span className={styles.category}>{book.category_name}</span>
            {book.is_mature_content && <span className={styles.mature}>18+ · Yetişkin içerik</span>}
          </div>
          <Dialog.Title className={styles.title}>{book.title}</Dialog.Title>
          <p className={styles.author}>
            <span className={styles.authorLabel}>Yazar:</span> {book.author_name}
          </p>
        </div>

        <div className={styles.meta}>
          <BookCounts
            views={book.total_views}
            likes={book.total_likes}
            chapters={chapters}
            className={styles.counts}
          />

          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              onClick={startReading}
              aria-describedby={noChapters ? `no-chapters-${book.book_id}` : undefined}
            >
              {readLabel(book)}
            </button>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void navigate(paths.book(book.book_id))}
            >
              Daha Fazla Bilgi
            </button>
            <AddToListButton bookId={book.book_id} bookTitle={book.title} variant="secondary" />
          </div>
          <p className={styles.note} id={`no-chapters-${book.book_id}`} role="status">
            {noChapters ? MSG.noChapters : ''}
          </p>
        </div>
      </div>

      <Dialog.Description asChild>
        <div className={styles.description}>
          <h3 className={styles.descriptionTitle}>Hikaye hakkında</h3>
          {paragraphs.length > 0 ? (
            paragraphs.map((p, i) => <p key={i}>{p}</p>)
          ) : (
            <p className={styles.muted}>{NO_DESCRIPTION}</p>
          )}
        </div>
      </Dialog.Description>
    </>
  );
}
