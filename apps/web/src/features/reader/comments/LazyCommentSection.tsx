import { useEffect } from 'react';
import { LoadingState } from '../../../components';
import { deferredModule, preload, whenIdle } from '../../../lib/deferred';
import type { CommentSectionProps } from './CommentSection';

/*
 * The comments sit below the chapter: their code (list, form, dates) loads once the chapter is
 * shown, not with the reader's first paint (docs/PRODUCT.md#budgets budget): the download starts from an
 * effect, after the chapter has been painted and the page is idle, not during its render.
 */
const comments = deferredModule(() => import('./CommentSection'));

/** Starts loading the comments' code (idempotent); tests await it so they render synchronously. */
export const loadCommentSection = comments.load;

/** The chapter's comments; a loading state (keeping the #id anchor) until their code is there. */
export function CommentSection(props: CommentSectionProps) {
  const loaded = comments.useModule();
  const wanted = props.focusCommentId != null;
  useEffect(() => {
    if (loaded) return;
    // Opened at a comment (a notification): at once. Otherwise once the page has loaded and
    // the browser is idle, so the comments' code is not evaluated in the middle of the
    // chapter's first paint (docs/PRODUCT.md#budgets, total blocking time).
    if (wanted) preload(comments);
    else return whenIdle(() => preload(comments));
  }, [loaded, wanted]);
  if (!loaded) {
    return (
      <section id={props.id} tabIndex={-1} aria-busy="true">
        <LoadingState />
      </section>
    );
  }
  return <loaded.CommentSection {...props} />;
}
