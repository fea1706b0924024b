import type { Post, PostComment, ProfileResponse } from '@okuryazar/shared';

export { jsonResponse, makeBook } from './books';

export { renderPage } from './renderPage';

export { signIn } from './session';

let nextId = 1;

export function makePost(overrides: Partial<Post> = {}): Post {
  const id = overrides.post_id ?? nextId++;
  return {
    post_id: id,
    user_id: 9,
    username: 'burak',
    avatar: null,
    profile_image_url: null,
    content: `Gönderi ${id}`,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    likes_count: 3,
    is_liked: false,
    comments: [],
    comments_count: 0,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<PostComment> = {}): PostComment {
  const id = overrides.comment_id ?? nextId++;
  return {
    comment_id: id,
    user_id: 9,
    username: 'burak',
    profile_image_url: null,
    content: `Yorum ${id}`,
    created_at: new Date(Date.now() - 60 * 60_000).toISOString(),
    likes_count: 0,
    is_liked: false,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<ProfileResponse['user']> = {}, extra: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    user: {
      user_id: 9,
      username: 'burak',
      full_name: 'Burak Yılmaz',
      bio: '',
      profile_image_url: null,
      join_date: '2024-03-12T10:00:00.000Z',
      followers_count: 10,
      following_count: 4,
      books_count: 0,
      ...overrides,
    },
    books: [],
    isFollowing: false,
    isBlocked: false,
    ...extra,
  };
}
