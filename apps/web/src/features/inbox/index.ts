// What the app shell needs from the inbox (badges, toasts); the page itself loads lazily through routes.tsx.
export { MessageToasts } from './MessageToasts';
export { messagesLabel } from './messagesLabel';
export { useUnreadMessages } from './api/queries';
