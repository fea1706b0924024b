/** TanStack Query keys shared by the live socket, the header badge, /notifications and /inbox. */
export const liveKeys = {
  notifications: ['notifications'] as const,
  notificationsList: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  messages: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  /** Unread messages over all conversations (the inbox badge); under 'messages', so a reconnect refetches it. */
  unreadMessages: ['messages', 'unread-count'] as const,
  thread: (userId: number) => ['messages', 'thread', userId] as const,
  messageUser: (username: string) => ['messages', 'user', username.trim().toLocaleLowerCase('tr-TR')] as const,
};
