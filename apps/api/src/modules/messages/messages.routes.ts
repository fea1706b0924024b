import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { deleteConversation, findUserByUsername, getThread, listConversations, markThreadRead, sendMessage, unreadMessageCount } from './messages.service';

type MessagesKey = keyof typeof import('@okuryazar/shared').messagesApi;

export function messagesHandlers(ctx: AppContext): RouteHandlers<MessagesKey> {
  return {
    'GET /messages': (request) => listConversations(ctx, request.user, request.query),
    'GET /messages/unread-count': (request) => unreadMessageCount(ctx, request.user),
    'POST /messages/:userId/read': (request) => markThreadRead(ctx, request.user, request.params.userId, request.body.message_id),
    'GET /messages/users/:username': (request) => findUserByUsername(ctx, request.user, request.params.username),
    'GET /messages/:userId': (request) => getThread(ctx, request.user, request.params.userId, request.query),
    'POST /messages': (request) => sendMessage(ctx, request.user, request.body.recipient_username, request.body.content),
    'DELETE /messages/:userId': (request) => deleteConversation(ctx, request.user, request.params.userId),
  };
}
