import { beforeEach, describe, expect, it } from 'vitest';
import {
  decideDraft,
  draftKey,
  listNewChapterDrafts,
  readDraft,
  removeDraft,
  settleDraftAfterSave,
  writeDraft,
  type ChapterDraft,
  type DraftStorage,
} from './draftStore';

class MemoryStorage implements DraftStorage {
  map = new Map<string, string>();
  failWrites = false;
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
}

const existing = { userId: 7, bookId: 3, chapterId: 42 };
const fresh = { userId: 7, bookId: 3, chapterId: null };

function draft(overrides: Partial<ChapterDraft> = {}): ChapterDraft {
  return { title: 'Bölüm', content: '<p>Merhaba</p>', savedAt: 1_000, baseUpdatedAt: '2025-01-01T10:00:00.000Z', ...overrides };
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

describe('draft keys', () => {
  it('are per user, book and chapter; a new chapter uses "new"', () => {
    expect(draftKey(existing)).toBe('okuryazar:chapter-draft:v1:7:3:42');
    expect(draftKey(fresh)).toBe('okuryazar:chapter-draft:v1:7:3:new');
    expect(draftKey({ ...existing, userId: 8 })).not.toBe(draftKey(existing));
  });

  it('give every unsaved new chapter its own key (issue 28: two new chapters never share a draft)', () => {
    expect(draftKey({ ...fresh, newChapter: 'a1b2c3d4' })).toBe('okuryazar:chapter-draft:v1:7:3:new:a1b2c3d4');
    expect(draftKey({ ...fresh, newChapter: 'a1b2c3d4' })).not.toBe(draftKey({ ...fresh, newChapter: 'e5f6a7b8' }));
    // The id only names a chapter that has none yet.
    expect(draftKey({ ...existing, newChapter: 'a1b2c3d4' })).toBe(draftKey(existing));
  });
});

describe('listNewChapterDrafts', () => {
  it('lists the book’s other new-chapter drafts, newest first, the legacy shared one included', () => {
    writeDraft(storage, { ...fresh, newChapter: 'acik-sekme' }, draft({ title: 'Açık olan', savedAt: 5_000, baseUpdatedAt: null }));
    writeDraft(storage, { ...fresh, newChapter: 'eski-sekme' }, draft({ title: 'Eski', savedAt: 2_000, baseUpdatedAt: null }));
    writeDraft(storage, fresh, draft({ title: 'Paylaşılan', savedAt: 1_000, baseUpdatedAt: null }));
    writeDraft(storage, { ...fresh, newChapter: 'yeni-sekme' }, draft({ title: 'Yeni', savedAt: 3_000, baseUpdatedAt: null }));
    writeDraft(storage, existing, draft({ title: 'Kayıtlı bölüm' }));
    writeDraft(storage, { ...fresh, bookId: 4, newChapter: 'baska-kitap' }, draft({ title: 'Başka kitap', baseUpdatedAt: null }));
    writeDraft(storage, { ...fresh, userId: 8, newChapter: 'baska-yazar' }, draft({ title: 'Başka yazar', baseUpdatedAt: null }));
    storage.setItem(draftKey({ ...fresh, newChapter: 'bozuk-kayit' }), '{bozuk');

    const listed = listNewChapterDrafts(storage, fresh, 'acik-sekme');
    expect(listed.map((d) => d.draft.title)).toEqual(['Yeni', 'Eski', 'Paylaşılan']);
    expect(listed.map((d) => d.ref)).toEqual([
      { ...fresh, newChapter: 'yeni-sekme' },
      { ...fresh, newChapter: 'eski-sekme' },
      fresh,
    ]);
  });
});

describe('read / write / remove', () => {
  it('round-trips a draft', () => {
    expect(writeDraft(storage, existing, draft())).toBe(true);
    expect(readDraft(storage, existing)).toEqual(draft());
    expect(readDraft(storage, fresh)).toBeNull();
    removeDraft(storage, existing);
    expect(readDraft(storage, existing)).toBeNull();
  });

  it('ignores broken or foreign values', () => {
    storage.setItem(draftKey(existing), '{not json');
    expect(readDraft(storage, existing)).toBeNull();
    storage.setItem(draftKey(existing), JSON.stringify({ title: 1 }));
    expect(readDraft(storage, existing)).toBeNull();
  });

  it('reports a refused write instead of throwing', () => {
    storage.failWrites = true;
    expect(writeDraft(storage, existing, draft())).toBe(false);
  });
});

describe('settleDraftAfterSave', () => {
  it('clears the draft when the server stored exactly its text', () => {
    writeDraft(storage, existing, draft());
    expect(settleDraftAfterSave(storage, existing, existing, { title: 'Bölüm', content: '<p>Merhaba</p>' }, 'x')).toBe('cleared');
    expect(readDraft(storage, existing)).toBeNull();
  });

  it('keeps a draft that is newer than what was saved (typing during the save)', () => {
    writeDraft(storage, existing, draft({ content: '<p>Merhaba dünya</p>' }));
    const result = settleDraftAfterSave(storage, existing, existing, { title: 'Bölüm', content: '<p>Merhaba</p>' }, '2025-01-02T00:00:00.000Z');
    expect(result).toBe('kept');
    expect(readDraft(storage, existing)).toMatchObject({
      content: '<p>Merhaba dünya</p>',
      baseUpdatedAt: '2025-01-02T00:00:00.000Z',
    });
  });

  it('moves a newer "new" draft under the id the server gave', () => {
    writeDraft(storage, fresh, draft({ content: '<p>Daha fazlası</p>', baseUpdatedAt: null }));
    settleDraftAfterSave(storage, fresh, existing, { title: 'Bölüm', content: '<p>Daha</p>' }, 'y');
    expect(readDraft(storage, fresh)).toBeNull();
    expect(readDraft(storage, existing)?.content).toBe('<p>Daha fazlası</p>');
  });

  it('clears the "new" draft when the first save matches it', () => {
    writeDraft(storage, fresh, draft({ baseUpdatedAt: null }));
    expect(settleDraftAfterSave(storage, fresh, existing, { title: 'Bölüm', content: '<p>Merhaba</p>' }, 'y')).toBe('cleared');
    expect(readDraft(storage, fresh)).toBeNull();
    expect(readDraft(storage, existing)).toBeNull();
  });

  it('does nothing without a draft', () => {
    expect(settleDraftAfterSave(storage, existing, existing, { title: 'a', content: 'b' }, null)).toBe('none');
  });
});

describe('decideDraft', () => {
  const server = { title: 'Bölüm', content: '<p>Merhaba</p>', updatedAt: '2025-01-01T10:00:00.000Z' };

  it('has nothing to do without a draft', () => {
    expect(decideDraft(null, server)).toEqual({ kind: 'none' });
  });

  it('discards a draft equal to the server copy', () => {
    expect(decideDraft(draft(), server)).toEqual({ kind: 'discard' });
  });

  it('restores a draft that differs in content or title', () => {
    expect(decideDraft(draft({ content: '<p>Merhaba!</p>' }), server)).toMatchObject({ kind: 'restore', serverChangedSince: false });
    expect(decideDraft(draft({ title: 'Yeni ad' }), server)).toMatchObject({ kind: 'restore' });
  });

  it('flags a server copy saved after the draft was started', () => {
    const later = { ...server, updatedAt: '2025-01-05T10:00:00.000Z' };
    expect(decideDraft(draft({ content: '<p>x</p>' }), later)).toMatchObject({ kind: 'restore', serverChangedSince: true });
  });

  it('restores a new chapter draft unless it is still the empty start', () => {
    const start = { title: 'Adsız Bölüm 1', content: '<p></p>', updatedAt: null };
    expect(decideDraft(draft({ baseUpdatedAt: null }), start)).toMatchObject({ kind: 'restore', serverChangedSince: false });
    expect(decideDraft(draft({ title: 'Adsız Bölüm 1', content: '<p></p>', baseUpdatedAt: null }), start)).toEqual({ kind: 'discard' });
  });
});
