import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockBackend, apiError } from '../test/mockBackend';
import { ApiError, apiPath, call, setUnauthorizedHandler } from './api';
import { getToken, saveSession } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the typed client', () => {
  it('fills path params, encodes them and appends only the query values given', () => {
    expect(apiPath('GET /bookReader/chapters/:chapterId/comments', { chapterId: 7 }, { parent: 3, after: undefined })).toBe('/bookReader/chapters/7/comments?parent=3');
    expect(apiPath('GET /bookReader/progress/:bookId', { bookId: 'a/b' })).toBe('/bookReader/progress/a%2Fb');
  });

  it('sends the method, the bearer token and the JSON body of the key, and answers the result', async () => {
    localStorage.setItem('token', 'anahtar');
    const { callsTo } = mockBackend({
      'POST /bookReader/books/:bookId/chapters/:chapterId/comments': ({ params, body }) => ({
        comment_id: Number(params.chapterId) * 10,
        content: (body as { content: string }).content,
        parent_comment_id: null,
        user_id: 2,
        username: 'okur',
        profile_image_url: '',
        created_at: '2026-11-24T06:00:00.000Z',
        likes_count: 0,
        is_liked_by_user: false,
        replies_count: 0,
      }),
    });
    const comment = await call('POST /bookReader/books/:bookId/chapters/:chapterId/comments', {
      params: { bookId: 4, chapterId: 9 },
      body: { content: 'Çok güzel', parentCommentId: null },
    });
    expect(comment).toMatchObject({ comment_id: 90, content: 'Çok güzel' });
    const [sent] = callsTo('POST /bookReader/books/:bookId/chapters/:chapterId/comments');
    expect(sent?.params).toEqual({ bookId: '4', chapterId: '9' });
    expect(sent?.body).toEqual({ content: 'Çok güzel', parentCommentId: null });
    expect((sent?.init?.headers as Record<string, string>).Authorization).toBe('Bearer anahtar');
  });

  it('turns an error answer into an ApiError with the server’s Turkish message and code', async () => {
    mockBackend({ 'GET /bookReader/progress/:bookId': apiError(404, 'Kitap bulunamadı', 'NOT_FOUND') });
    const failure = call('GET /bookReader/progress/:bookId', { params: { bookId: 1 }, redirectOn401: false });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Kitap bulunamadı' });
  });

  it('a 401 for the token this tab still holds ends the session; one for a token it has since replaced does not', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    saveSession({ token: 'eski', userId: 3, username: 'okur' });
    let answer: (() => void) | undefined;
    mockBackend({
      'GET /header/headerInfo': () =>
        new Promise((resolve) => {
          answer = () => resolve(apiError(401, 'Oturumunuz sona erdi.', 'UNAUTHORIZED'));
        }),
    });
    // Sent with the old token; the tab's own password change hands it a new one before the answer.
    const stale = call('GET /header/headerInfo');
    await vi.waitFor(() => expect(answer).toBeDefined());
    saveSession({ token: 'yeni', userId: 3, username: 'okur' });
    answer?.();
    await expect(stale).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getToken()).toBe('yeni');

    mockBackend({ 'GET /header/headerInfo': apiError(401, 'Oturumunuz sona erdi.', 'UNAUTHORIZED') });
    await expect(call('GET /header/headerInfo')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
  });

  it('answers an unmocked call with 599 naming the call', async () => {
    mockBackend({});
    await expect(call('GET /health', { auth: false })).rejects.toMatchObject({ status: 599, message: 'Beklenmeyen çağrı: GET /health' });
  });
});
