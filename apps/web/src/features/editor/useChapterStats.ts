import type { Editor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { chapterStats, type ChapterStats } from './extensions';

/** Quiet time after the last change before the counts are recomputed. */
export const COUNT_DELAY_MS = 300;

/**
 * The word and character counts, recomputed once typing pauses rather than on every
 * transaction: counting walks the whole chapter (up to 100,000 characters), which has no
 * place between a keystroke and its paint. A programmatic content swap counts the same way.
 */
export function useChapterStats(editor: Editor): ChapterStats {
  const [stats, setStats] = useState(() => chapterStats(editor.state.doc));
  useEffect(() => {
    let timer: number | undefined;
    const recount = () => {
      timer = undefined;
      if (!editor.isDestroyed) setStats(chapterStats(editor.state.doc));
    };
    const onChange = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (!transaction.docChanged) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(recount, COUNT_DELAY_MS);
    };
    editor.on('transaction', onChange);
    return () => {
      editor.off('transaction', onChange);
      window.clearTimeout(timer);
    };
  }, [editor]);
  return stats;
}
