import { describe, expect, it } from 'vitest';
import { newChapterId, parseEditorAddress, parseEditorState, parsePreviewState } from './navigation';

describe('editor navigation state', () => {
  it('needs a book id; the chapter id may be null (new chapter)', () => {
    expect(parseEditorState(null)).toBeNull();
    expect(parseEditorState({ chapterId: 3 })).toBeNull();
    expect(parseEditorState({ bookId: 5, chapterId: null, title: 'x' })).toEqual({ bookId: 5, chapterId: null, title: 'x' });
    expect(parseEditorState({ bookId: '5', chapterId: '9' })).toEqual({ bookId: 5, chapterId: 9 });
    expect(parseEditorState({ bookId: -1 })).toBeNull();
  });
});

describe('a new chapter’s id in the editor state', () => {
  it('is kept for a new chapter only, and only in the shape the editor makes', () => {
    const id = newChapterId();
    expect(parseEditorState({ bookId: 5, chapterId: null, newChapter: id })).toEqual({ bookId: 5, chapterId: null, newChapter: id });
    expect(parseEditorState({ bookId: 5, chapterId: 9, newChapter: id })).toEqual({ bookId: 5, chapterId: 9 });
    expect(parseEditorState({ bookId: 5, chapterId: null, newChapter: '../x:y' })).toEqual({ bookId: 5, chapterId: null });
  });

  it('differs for every new chapter', () => {
    expect(new Set(Array.from({ length: 50 }, newChapterId)).size).toBe(50);
  });
});

describe('preview navigation state', () => {
  it('needs both the story id and the chapter id', () => {
    expect(parsePreviewState({ storyId: 1 })).toBeNull();
    expect(parsePreviewState({ chapterId: 1 })).toBeNull();
    expect(parsePreviewState({ storyId: 1, chapterId: 2, title: 't', authorName: 'a' })).toEqual({
      storyId: 1,
      chapterId: 2,
      title: 't',
      authorName: 'a',
    });
  });
});

describe('parseEditorAddress', () => {
  it('names an existing chapter by ?kitap=&bolum=, and nothing less', () => {
    expect(parseEditorAddress('?kitap=3&bolum=7')).toEqual({ bookId: 3, chapterId: 7 });
    expect(parseEditorAddress('?kitap=3')).toBeNull();
    expect(parseEditorAddress('?kitap=abc&bolum=7')).toBeNull();
    expect(parseEditorAddress('?kitap=3&bolum=-1')).toBeNull();
    expect(parseEditorAddress('')).toBeNull();
  });
});
