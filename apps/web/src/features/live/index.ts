export { LiveProvider, setDefaultSocketFactory, useLiveEvents, useLiveStatus } from './LiveProvider';
export { liveKeys } from './queryKeys';
export { applyMessage, applyNotification, refetchMissed, sortConversations } from './liveCache';
export type { MessagePartner, NotificationPages, UnreadCount } from './liveCache';
export {
  backoffDelay,
  createLiveConnection,
  liveSocketUrl,
  parseLiveFrame,
  CLOSE_UNAUTHORIZED,
} from './liveSocket';
export type { LiveEvent, LiveStatus, SocketFactory, WebSocketLike } from './liveSocket';
