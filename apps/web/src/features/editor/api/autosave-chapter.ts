import { useMutation } from '@tanstack/react-query';
import type { ApiInput, ApiResult } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { editorWrite } from './writes';

export type AutosaveRequest = ApiInput<'PUT /stories/chapters/:chapterId/autosave'>['body'];
type AutosaveResult = ApiResult<'PUT /stories/chapters/:chapterId/autosave'>;

/**
 * The server draft's writes run one after another: a discard queued behind an autosave on its
 * way runs once that has landed (it would otherwise bring the draft back).
 */
export const AUTOSAVE_SCOPE = { id: 'editor:server-draft' };

export interface AutosaveVariables {
  chapterId: number;
  body: AutosaveRequest;
  /** On leaving the page, so the request outlives it. */
  keepalive: boolean;
  /** Called the moment the request is issued: the autosave interval is measured from there. */
  issued: () => void;
}

/**
 * PUT /stories/chapters/{id}/autosave: the server copy of the unsaved text. Nothing cached
 * shows a server draft but the open editor, which never refetches its chapter (useChapter), so
 * there is nothing to invalidate; `onSaved` hands the draft's new version to the editor as soon
 * as the server answers, before a write queued behind it runs.
 */
export function useAutosaveChapter(onSaved: (result: AutosaveResult) => void) {
  return useMutation({
    ...editorWrite,
    scope: AUTOSAVE_SCOPE,
    mutationFn: ({ chapterId, body, keepalive, issued }: AutosaveVariables) => {
      const pending = call('PUT /stories/chapters/:chapterId/autosave', { params: { chapterId }, body, keepalive });
      issued();
      return pending;
    },
    onSuccess: onSaved,
  });
}
