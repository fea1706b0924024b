import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { AUTOSAVE_SCOPE } from './autosave-chapter';
import { editorWrite } from './writes';

export interface DiscardVariables {
  chapterId: number;
  /** Read when the discard runs, after any autosave ahead of it landed: its version is the one to drop. */
  version: () => string | null;
}

/**
 * DELETE /stories/chapters/{id}/autosave?version=…: the author left without saving, so the
 * server draft of that version goes too (a newer one written elsewhere stays). Like the
 * autosave, it changes nothing another screen caches.
 */
export function useDiscardAutosave() {
  return useMutation({
    ...editorWrite,
    scope: AUTOSAVE_SCOPE,
    mutationFn: async ({ chapterId, version }: DiscardVariables) => {
      const at = version();
      if (at !== null) await call('DELETE /stories/chapters/:chapterId/autosave', { params: { chapterId }, query: { version: at } });
    },
    onError: (error) => console.error('Sunucudaki taslak silinemedi:', error),
  });
}
