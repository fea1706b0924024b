import { COVER_FIELD, MSG } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import { readMultipart } from '../../lib/multipart';
import type { RouteHandlers } from '../../lib/route-table';
import { setCommentSettings } from './comment-settings.service';
import { createStory, deleteStory, getStoryDetails, listMyStories, unpublishStory, updateStory } from './stories.service';

type StoriesKey =
  | 'POST /new-story'
  | 'GET /story-details/:storyId'
  | 'PUT /story-details/:storyId'
  | 'GET /my-story/my-stories'
  | 'PUT /my-story/my-stories/:bookId/unpublish'
  | 'DELETE /my-story/my-stories/:bookId'
  | 'PUT /stories/:storyId/comment-settings';

export function storiesHandlers(ctx: AppContext): RouteHandlers<StoriesKey> {
  return {
    'POST /new-story': async (request) => {
      const { fields, file } = await readMultipart(request, COVER_FIELD);
      return createStory(ctx, request.user, fields, file);
    },
    'PUT /stories/:storyId/comment-settings': (request) => setCommentSettings(ctx, request.user, request.params.storyId, request.body.closed),
    'GET /story-details/:storyId': (request) => getStoryDetails(ctx, request.user, request.params.storyId),
    'PUT /story-details/:storyId': async (request) => {
      const { fields, file } = await readMultipart(request, COVER_FIELD);
      return updateStory(ctx, request.user, request.params.storyId, fields, file);
    },
    'GET /my-story/my-stories': async (request) => {
      const stories = await listMyStories(ctx, request.user, request.query.status);
      return stories.length > 0 ? stories : { message: MSG.noStories };
    },
    'PUT /my-story/my-stories/:bookId/unpublish': (request) => unpublishStory(ctx, request.user, request.params.bookId),
    'DELETE /my-story/my-stories/:bookId': (request) => deleteStory(ctx, request.user, request.params.bookId, request.body.password),
  };
}
