import type { CallInput, CallResult, HandlerResult } from './contract';
import { accountApi } from './account.api';
import { communityApi } from './community.api';
import { dashboardApi } from './dashboard.api';
import { authoringApi } from './authoring.api';
import { booksApi } from './books.api';
import { healthApi } from './health.api';
import { listsApi } from './lists.api';
import { betaApi } from './beta.api';
import { trendingApi } from './trending.api';
import { messagesApi } from './messages.api';
import { notificationsApi } from './notifications.api';
import { profileApi } from './profile.api';
import { moderationApi } from './moderation.api';
import { readerApi } from './reader.api';
import { readingSettingsApi } from './reading-settings.api';
import { revisionsApi } from './revisions.api';
import { searchApi } from './search.api';
import { writerApi } from './writer.api';

export * from './contract';
export * from './route-key';
export { accountApi, authoringApi, betaApi, booksApi, communityApi, dashboardApi, discoveryApi, healthApi, listsApi, messagesApi, moderationApi, notificationsApi, profileApi, readerApi, readingSettingsApi, revisionsApi, safetyApi, searchApi, trendingApi, writerApi };
import { discoveryApi } from './discovery.api';
export { COVER_FIELD } from './authoring.api';
import { safetyApi } from './safety.api';
import { announcementsApi } from './announcements.api';
export { announcementsApi };

/**
 * Every call of the API, one entry each. Each domain keeps its entries in its own
 * `*.api.ts`; this object is the whole contract (the API registers exactly these routes,
 * OpenAPI lists them, the web's client accepts only these keys).
 */
export const apiRoutes = {
  ...healthApi,
  ...readerApi,
  ...readingSettingsApi,
  ...messagesApi,
  ...notificationsApi,
  ...accountApi,
  ...profileApi,
  ...searchApi,
  ...discoveryApi,
  ...dashboardApi,
  ...communityApi,
  ...authoringApi,
  ...booksApi,
  ...listsApi,
  ...betaApi,
  ...trendingApi,
  ...moderationApi,
  ...safetyApi,
  ...revisionsApi,
  ...writerApi,
  ...announcementsApi,
};

export type ApiRoutes = typeof apiRoutes;
export type ApiKey = keyof ApiRoutes;
export type ApiInput<K extends ApiKey> = CallInput<ApiRoutes, K>;
export type ApiResult<K extends ApiKey> = CallResult<ApiRoutes, K>;
export type ApiHandlerResult<K extends ApiKey> = HandlerResult<ApiRoutes, K>;
