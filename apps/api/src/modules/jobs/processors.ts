import type { JobProcessor } from '../../lib/jobs/runner';
import { epubExport } from '../epub/epub.service';
import { newChapterFanout } from '../notifications/new-chapter';
import { announcementFanout } from '../notifications/announcement';
import { moderationReviewedFanout } from '../moderation/reviewed-notices';
import { scheduledPublish } from '../schedule/publish-due';
import { sessionsEnd } from '../realtime/end-sessions';
import { accountPurge } from '../safety/account-purge';
import { storyPurge } from '../stories/story-purge';
import { paragraphsMoved } from '../reader/paragraph-counts';
import { trendingRecompute } from '../trending/recompute';

interface ProcessorLog {
  warn(details: object, message: string): void;
}

/**
 * Every kind of work the durable pipeline does, each with its processor in its own module.
 * A kind missing here is parked on its first claim, so a new kind is added here with it.
 */
export function jobProcessors(log: ProcessorLog): JobProcessor<never>[] {
  return [newChapterFanout, scheduledPublish(log), moderationReviewedFanout, storyPurge, accountPurge, sessionsEnd, epubExport, paragraphsMoved, trendingRecompute, announcementFanout] as JobProcessor<never>[];
}
