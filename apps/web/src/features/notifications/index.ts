export { useUnreadCount } from './api';
export { UnreadBadge } from './UnreadBadge';
export { notificationsLabel, notificationTarget } from './notificationTarget';
