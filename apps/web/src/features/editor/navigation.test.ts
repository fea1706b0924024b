import { describe, expect, it } from 'vitest';
import { parseEditorState, parsePreviewState } from './navigation';

describe('editor navigation state', () => {
  it('needs a book id; the chapter id may be null (new chapter)', () => {
    expect(parseEditorState(null)).toBeNull();
    expect(parseEditorState({ chapterId: 3 })).toBeNull();
    expect(parseEditorState({ bookId: 5, chapterId: null, title: 'x' })).toEqual({ bookId: 5, chapterId: null, title: 'x' });
    expect(parseEditorState({ bookId: '5', chapterId: '9' })).toEqual({ bookId: 5, chapterId: 9 });
    expect(parseEditorState({ bookId: -1 })).toBeNull();
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
