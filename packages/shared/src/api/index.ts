import type { CallInput, CallResult, HandlerResult } from './contract';
import { healthApi } from './health.api';
import { readerApi } from './reader.api';
import { safetyApi } from './safety.api';

export * from './contract';
export * from './route-key';
export { healthApi, readerApi, safetyApi };

/**
 * Every call of the API, one entry each. Each domain keeps its entries in its own
 * `*.api.ts`; this object is the whole contract (the API registers exactly these routes,
 * OpenAPI lists them, the web's client accepts only these keys).
 */
export const apiRoutes = {
  ...healthApi,
  ...readerApi,
  ...safetyApi,
};

export type ApiRoutes = typeof apiRoutes;
export type ApiKey = keyof ApiRoutes;
export type ApiInput<K extends ApiKey> = CallInput<ApiRoutes, K>;
export type ApiResult<K extends ApiKey> = CallResult<ApiRoutes, K>;
export type ApiHandlerResult<K extends ApiKey> = HandlerResult<ApiRoutes, K>;
