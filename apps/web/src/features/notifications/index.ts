export { useUnreadCount } from './api';
export { BadgedIcon, UnreadBadge } from './UnreadBadge';
export { notificationsLabel, notificationTarget } from './notificationTarget';
