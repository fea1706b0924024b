export * from './queries';
export { useMarkAllRead } from './markAllRead';
export { useMarkRead } from './markRead';
