import { useEffect, useRef } from 'react';
import { Link, useNavigate } from '../../lib/router';
import type { ReaderChapter } from '@okuryazar/shared';
import { paths } from '../../config/paths';
import {
  ArrowLeftIcon,
  DropdownMenu,
  DropdownMenuItemIndicator,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '../../components';
import { CheckIcon, ListIcon } from '../../components/icons';
import { LikeButton } from './LikeButton';
import { ReaderSettingsButton } from './settings/ReaderSettingsButton';
import styles from './ReaderHeader.module.css';

export interface ReaderHeaderProps {
  bookId: number;
  bookTitle: string;
  authorName: string;
  authorId: number;
  chapters: ReaderChapter[];
  currentChapterId: number;
  /** The current chapter, once its text has loaded (the like button waits for it). */
  current: ReaderChapter | undefined;
  onToggleLike: () => void;
  likePending: boolean;
}

/** Sticky slim bar: back to the book, book and author, reading settings, the chapter list and the chapter like. */
export function ReaderHeader({
  bookId,
  bookTitle,
  authorName,
  authorId,
  chapters,
  currentChapterId,
  current,
  onToggleLike,
  likePending,
}: ReaderHeaderProps) {
  const navigate = useNavigate();
  return (
    <div className={styles.bar} data-chrome-bar="">
      <div className={styles.inner}>
        <Link to={paths.book(bookId)} className={styles.back}>
          <ArrowLeftIcon size={18} />
          <span className={styles.backText}>Kitaba dön</span>
        </Link>

        <div className={styles.book}>
          <p className={styles.bookTitle} title={bookTitle}>
            {bookTitle}
          </p>
          <Link to={paths.profile(authorId)} className={styles.author}>
            <span className="visually-hidden">Yazar: </span>
            {authorName}
          </Link>
        </div>

        <ReaderSettingsButton className={`${styles.chapters} ${styles.settings}`} />

        <DropdownMenu
          align="end"
          contentLabel="Bölümler"
          className={styles.menu}
          trigger={
            <button type="button" className={styles.chapters}>
              <ListIcon size={18} />
              <span className={styles.chaptersText}>Bölümler</span>
            </button>
          }
        >
          <DropdownMenuRadioGroup
            value={String(currentChapterId)}
            onValueChange={(value) => {
              if (Number(value) !== currentChapterId) void navigate(paths.read(bookId, value));
            }}
          >
            {chapters.map((chapter) => (
              <DropdownMenuRadioItem key={chapter.chapter_id} value={String(chapter.chapter_id)} className={styles.item}>
                <span className={styles.itemNumber}>{chapter.chapter_number}.</span>
                <span className={styles.itemTitle}>{chapter.title}</span>
                <DropdownMenuItemIndicator className={styles.itemCheck}>
                  <CheckIcon size={16} />
                  <span className="visually-hidden">(şu an okunan)</span>
                </DropdownMenuItemIndicator>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenu>

        <LikeButton
          label="Bölümü beğen"
          liked={current?.is_liked ?? false}
          count={current?.likes ?? 0}
          onToggle={onToggleLike}
          pending={likePending || !current}
          variant="bar"
        />
      </div>
      <ReadingProgressBar />
    </div>
  );
}

/** A thin line under the bar showing how far down the page the reader is (decorative). */
function ReadingProgressBar() {
  const barRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const el = barRef.current;
      if (!el) return;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const ratio = max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : 0;
      el.style.transform = `scaleX(${ratio})`;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div className={styles.progressTrack} aria-hidden="true">
      <div ref={barRef} className={styles.progressFill} />
    </div>
  );
}
