import type { CoverEmblem, CoverLayout } from './cover-art';

/** The shapes of the demo data (demo-content.ts and the featured stories under stories/). */

export interface DemoAuthor {
  /** ASCII lower case, 3–30 characters: letters, digits, underscore, dot. */
  readonly username: string;
  readonly fullName: string;
  readonly bio: string;
  /** YYYY-MM-DD */
  readonly birthDate: string;
}

/**
 * A reader's comment and the author's answer to that very comment: the seeder's draw decides
 * whether the answer is posted, never which one (issue 28: a reply must answer its comment).
 */
export interface DemoComment {
  readonly text: string;
  readonly reply: string;
}

export interface DemoChapter {
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** Defaults to true. */
  readonly published?: boolean;
  /**
   * Comments written for this chapter; without them the chapter draws from
   * DEMO_COMMENTS_ONGOING or DEMO_COMMENTS_LAST, which fit any chapter at its place.
   */
  readonly comments?: readonly DemoComment[];
}

/** A story's cover: each story has its own emblem (a test keeps them unique). */
export interface DemoCover {
  readonly layout: CoverLayout;
  /** [background, second colour, accent] as #rrggbb, chosen for the story's mood. */
  readonly palette: readonly [string, string, string];
  readonly emblem: CoverEmblem;
}

export interface DemoStory {
  readonly authorUsername: string;
  readonly title: string;
  /** 2–4 sentences; paragraphs separated by a blank line. */
  readonly description: string;
  /** 1–20, see the list at the top of this file. */
  readonly categoryId: number;
  /** Copyright (telif) id, 1–9. */
  readonly telifId: number;
  readonly isMature: boolean;
  readonly published: boolean;
  readonly cover: DemoCover;
  readonly chapters: readonly DemoChapter[];
  /** Tags as an author would type them (docs/PRODUCT.md#discovery). */
  readonly tags?: readonly string[];
}

export interface DemoPost {
  readonly authorUsername: string;
  readonly content: string;
}
