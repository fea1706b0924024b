import { call } from '../../lib/api';

/** PUT /stories/chapters/{id}/schedule: an ISO time, or null to cancel. */
export function scheduleChapter(chapterId: number, publishAt: string | null) {
  return call('PUT /stories/chapters/:chapterId/schedule', { params: { chapterId }, body: { publish_at: publishAt } });
}
