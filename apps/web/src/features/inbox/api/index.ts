export * from './queries';
export { useDeleteConversation } from './deleteConversation';
export { useMarkThreadRead } from './markThreadRead';
export { useSendMessage } from './sendMessage';
export { useStartConversation } from './startConversation';
