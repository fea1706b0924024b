import { useCallback, useMemo, useState } from 'react';
import { formatLongDate, type ReaderChapter, type ReaderResponse } from '@okuryazar/shared';
import { CommentIcon, EyeIcon, HeartIcon } from '../../components/icons';
import { ParagraphComments, type ParagraphCommentsProps } from './comments/ParagraphComments';
import { formatCount } from './likes';
import { readingMinutes } from './readingTime';
import { sanitizeChapterHtml } from './sanitize';
import styles from './ChapterArticle.module.css';

export interface ChapterArticleProps {
  chapter: ReaderChapter;
  commentsAnchorId: string;
  /** The text's element: the reader's place is a paragraph of it (readingPlace.ts). */
  textRef?: (element: HTMLDivElement | null) => void;
  /** Paragraph comments: the counts beside the paragraphs and their threads (none in a preview). */
  paragraphs?: ParagraphCommentsProps;
  /** "Önceki bölümlerde" (docs/PRODUCT.md#community-engine): the previous chapter's recap for a reader back after a while; absent or null: none. */
  recap?: ReaderRecap | null;
}

export type ReaderRecap = NonNullable<ReaderResponse['recap']>;

/**
 * "Önceki bölümlerde" (docs/PRODUCT.md#community-engine): the previous chapter's recap, folded, above the text. Plain text as the author
 * wrote it (React escapes it; line breaks kept by CSS).
 */
function ChapterRecap({ recap }: { recap: ReaderRecap }) {
  return (
    <details className={`disclosure ${styles.recap}`} data-testid="chapter-recap">
      <summary className="disclosure-summary">Önceki bölümlerde</summary>
      <div className={styles.recapBody}>
        <p className={styles.recapChapter}>{recap.chapter_title}</p>
        <p className={styles.recapText}>{recap.text}</p>
      </div>
    </details>
  );
}

/**
 * An author's note (docs/PRODUCT.md#reading-comfort-and-writers-tools): a quiet box titled "Yazarın notu" before or after the text,
 * sanitised like the text. Nothing when there is no note.
 */
function AuthorNote({ html, place }: { html: string; place: 'before' | 'after' }) {
  if (!html) return null;
  return (
    <aside className={styles.note} data-place={place} aria-label={place === 'before' ? 'Yazarın notu (bölüm başı)' : 'Yazarın notu (bölüm sonu)'} data-testid={`author-note-${place}`}>
      <p className={styles.noteLabel} aria-hidden="true">
        Yazarın notu
      </p>
      <div
        className={styles.noteText}
        // Sanitised by the allow-list like the chapter (p, br, hr, strong, b, em, i, s; no attributes).
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </aside>
  );
}

/** The chapter: number, title, reading time and date, counts, the author's notes and the sanitised text in the reading typeface. */
export function ChapterArticle({ chapter, commentsAnchorId, textRef, paragraphs, recap }: ChapterArticleProps) {
  const [text, setText] = useState<HTMLDivElement | null>(null);
  const refText = useCallback(
    (element: HTMLDivElement | null) => {
      setText(element);
      textRef?.(element);
    },
    [textRef],
  );
  const html = useMemo(() => sanitizeChapterHtml(chapter.content), [chapter.content]);
  const noteBefore = useMemo(() => sanitizeChapterHtml(chapter.note_before), [chapter.note_before]);
  const noteAfter = useMemo(() => sanitizeChapterHtml(chapter.note_after), [chapter.note_after]);
  const minutes = useMemo(() => readingMinutes(html), [html]);
  const published = chapter.published_at ?? chapter.created_at;
  return (
    <article className={styles.article} lang="tr" aria-labelledby="reader-chapter-title">
      <header className={styles.head}>
        <p className={styles.eyebrow}>{chapter.chapter_number}. Bölüm</p>
        <h1 id="reader-chapter-title" className={styles.title}>
          {chapter.title}
        </h1>
        <p className={styles.meta} data-testid="chapter-meta">
          <span>{minutes} dk okuma</span>
          <span aria-hidden="true">·</span>
          <time dateTime={published}>{formatLongDate(published)}</time>
        </p>
        <ul className={styles.stats} aria-label="Bölüm istatistikleri">
          <li>
            <EyeIcon size={16} />
            <span>
              {formatCount(chapter.views)} görüntülenme
            </span>
          </li>
          <li>
            <HeartIcon size={16} />
            <span>
              {formatCount(chapter.likes)} beğeni
            </span>
          </li>
          <li>
            <CommentIcon size={16} />
            <a href={`#${commentsAnchorId}`} className={styles.statLink}>
              {formatCount(chapter.comments)} yorum
            </a>
          </li>
        </ul>
      </header>
      {recap ? <ChapterRecap recap={recap} /> : null}
      <AuthorNote html={noteBefore} place="before" />
      <div className={styles.textWrap}>
        <div
          ref={refText}
          className={styles.prose}
          data-testid="chapter-content"
          // Sanitised above by the allow-list (p, br, hr, strong, b, em, i, s; no attribute but a paragraph's data-pid).
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {paragraphs ? <ParagraphComments key={paragraphs.chapterId} {...paragraphs} text={text} html={html} /> : null}
      </div>
      <AuthorNote html={noteAfter} place="after" />
    </article>
  );
}
