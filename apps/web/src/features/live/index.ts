export { LiveProvider, setDefaultSocketFactory, useChapterWatch, useLiveEvents, useLiveStatus } from './LiveProvider';
export { liveKeys } from './queryKeys';
export { isThreadOpen, isThreadVisible, setOpenThread } from './openThread';
export { allConversations, applyMessage, applyThreadRead, applyNotification, refetchMissed, sortConversations, wholeThread, withoutConversation } from './liveCache';
export type { ConversationPages, MessagePartner, NotificationPages, ThreadPages, UnreadCount } from './liveCache';
export {
  backoffDelay,
  createLiveConnection,
  liveSocketUrl,
  parseLiveFrame,
  CLOSE_UNAUTHORIZED,
} from './liveSocket';
export type { LiveEvent, LiveStatus, SocketFactory, WebSocketLike } from './liveSocket';
