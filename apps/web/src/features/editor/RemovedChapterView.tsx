import type { ChapterEditor, Removal } from '@okuryazar/shared';
import { useMemo } from 'react';
import { paths } from '../../config/paths';
import { LinkButton, PageTitle, RemovedNotice } from '../../components';
import { sanitizeChapterHtml } from './chapterText';
import { ArrowLeftIcon } from '../../components/icons';
import styles from './PreviewPage.module.css';

/**
 * /edit-story for a chapter a moderator removed, or a chapter of a removed story (docs/PRODUCT.md#trust-and-safety):
 * the text read-only, marked "Kaldırıldı" with the moderator's note, without the editor, its
 * saves or publication (the server refuses them with 403 REMOVED).
 */
export function RemovedChapterView({ chapter, removal }: { chapter: ChapterEditor; removal: Removal }) {
  const html = useMemo(() => sanitizeChapterHtml(chapter.content), [chapter.content]);
  return (
    <div className={styles.page}>
      <PageTitle title={`${chapter.title} — Kaldırıldı`} />
      <header className={styles.header}>
        <LinkButton to={paths.storyDetails(chapter.book_id)} variant="ghost" size="sm" leadingIcon={<ArrowLeftIcon size={18} />}>
          Hikaye yönetimine dön
        </LinkButton>
        <p className={styles.chapterMeta}>Bölüm {chapter.chapter_number}</p>
        <h1 className={styles.storyTitle}>{chapter.title}</h1>
      </header>
      <RemovedNotice removal={removal} className={styles.removedNotice} />
      <article className={styles.article} aria-label={`${chapter.title} (salt okunur)`}>
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </div>
  );
}
