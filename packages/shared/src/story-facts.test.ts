import { describe, expect, it } from 'vitest';
import { readingMinutes, storyLengthWords } from './story-facts';
import { storyListFilterSchema } from './story-facts-schemas';

describe('story facts', () => {
  it('reads 200 words a minute, rounded up', () => {
    expect([0, 1, 200, 201, 2400, 2401].map(readingMinutes)).toEqual([0, 1, 1, 2, 12, 13]);
  });

  it('splits lengths by reading minutes with no gap or overlap', () => {
    expect(storyLengthWords('short')).toEqual({ min: 0, max: 6000 });
    expect(storyLengthWords('medium')).toEqual({ min: 6001, max: 24000 });
    expect(storyLengthWords('long')).toEqual({ min: 24001, max: null });
    expect(readingMinutes(6000)).toBe(30);
    expect(readingMinutes(6001)).toBe(31);
    expect(readingMinutes(24000)).toBe(120);
  });

  it('sorts by popularity unless told otherwise and rejects unknown filters', () => {
    expect(storyListFilterSchema.parse({})).toEqual({ sort: 'popular' });
    expect(storyListFilterSchema.safeParse({ sort: 'oldest' }).success).toBe(false);
    expect(storyListFilterSchema.safeParse({ length: 'huge' }).success).toBe(false);
  });
});
