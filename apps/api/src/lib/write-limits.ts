import { MSG, type WriteLimitName } from '@okuryazar/shared';
import type { AttemptStore } from './attempt-store';
import type { Clock } from './clock';
import { tooManyRequests } from './errors';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface WriteTier {
  max: number;
  windowMs: number;
}

/**
 * Per-account limits on writes that other people see. Each action has a burst tier (what a
 * script does in seconds) and a longer tier (what a script does over a day); the numbers sit
 * well above what a very active person does by hand. A route opts in with
 * `config: { writeLimit: '<action>' }` (plugins/write-limits.ts).
 */
export const WRITE_LIMITS = {
  /** Chapter comments and replies. */
  comment: [
    { max: 10, windowMs: MINUTE },
    { max: 200, windowMs: DAY },
  ],
  message: [
    { max: 30, windowMs: MINUTE },
    { max: 1000, windowMs: DAY },
  ],
  /** Community posts (Discover shows the same posts). */
  post: [
    { max: 5, windowMs: MINUTE },
    { max: 50, windowMs: DAY },
  ],
  postComment: [
    { max: 10, windowMs: MINUTE },
    { max: 200, windowMs: DAY },
  ],
  /** Reports of anything (POST /reports and the older post and post-comment reports share it). */
  report: [
    { max: 10, windowMs: HOUR },
    { max: 50, windowMs: DAY },
  ],
  /** Follow and unfollow, from search, Discover and profiles alike (one budget). */
  follow: [
    { max: 30, windowMs: MINUTE },
    { max: 300, windowMs: DAY },
  ],
  /** New stories: each one lands in lists and search. Counted by the stories service once the multipart form is valid. */
  story: [
    { max: 20, windowMs: HOUR },
    { max: 100, windowMs: DAY },
  ],
  /**
   * Publishing and unpublishing chapters: a first publication notifies followers and readers.
   * One budget for every path: the publish calls, schedules, and a save that changes the flag
   * or creates a published chapter (chapters.service.ts saveChapter).
   */
  publish: [
    { max: 60, windowMs: HOUR },
    { max: 300, windowMs: DAY },
  ],
  /** Like and unlike of chapters, chapter comments, posts and post comments (one budget). */
  like: [
    { max: 60, windowMs: MINUTE },
    { max: 1000, windowMs: DAY },
  ],
  /**
   * Server autosaves of chapter drafts: the editor sends at most one every 10 s per chapter
   * plus one on leaving; a few open devices stay well under this.
   */
  autosave: [
    { max: 30, windowMs: MINUTE },
    { max: 5000, windowMs: DAY },
  ],
  /**
   * Reordering a story's chapters: readers' lists follow at once. Each keyboard move or drop
   * is one call, so a long reshuffle by hand takes a few dozen in a minute.
   */
  chapterOrder: [
    { max: 60, windowMs: MINUTE },
    { max: 600, windowMs: DAY },
  ],
  /** Closing and reopening a story's comments: every reader's composer follows at once. */
  commentSettings: [
    { max: 20, windowMs: MINUTE },
    { max: 200, windowMs: DAY },
  ],
  /** Reading lists: creating, changing and filling them (a public one is seen by others). */
  list: [
    { max: 60, windowMs: MINUTE },
    { max: 1000, windowMs: DAY },
  ],
} as const satisfies Record<WriteLimitName, readonly WriteTier[]>;

/** The budgets' names are part of the shared contract (a table entry's `writeLimit`). */
export type WriteAction = WriteLimitName;

/**
 * Counts one attempt of `action` by `userId` and refuses it with a 429 (Turkish message,
 * Retry-After) once a tier is full. Runs before the write, so a refused attempt writes
 * nothing. Tiers are checked shortest first and a refused attempt stops there, so a burst
 * that is turned away does not eat the daily budget.
 */
export async function enforceWriteLimit(store: AttemptStore, clock: Clock, action: WriteAction, userId: number): Promise<void> {
  for (const tier of WRITE_LIMITS[action]) {
    const { count, resetAt } = await store.hit(`write:${action}:${tier.windowMs}:${userId}`, tier.windowMs);
    if (count > tier.max) throw tooManyRequests((resetAt - clock()) / 1000, MSG.tooFast);
  }
}
