export { useUnreadCount } from './api/queries';
export { BadgedIcon, UnreadBadge } from './UnreadBadge';
export { notificationsLabel, notificationTarget } from './notificationTarget';
