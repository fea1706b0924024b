// What LiveProvider loads after the first paint (DESIGN §5): the socket client and the cache
// updates its frames make. No screen needs them to paint; the connection starts once they are in.
export { createLiveConnection, liveSocketUrl } from './liveSocket';
export { applyMessage, applyNotification, refetchMissed } from './liveCache';
