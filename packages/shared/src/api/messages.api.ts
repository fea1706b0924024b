import { z } from 'zod';
import { messageResponseSchema } from '../authoring-schemas';
import { beforePageQuerySchema } from '../paging-schemas';
import {
  conversationSchema,
  markThreadReadBodySchema,
  messageSchema,
  messageUserSchema,
  sendMessageBodySchema,
  unreadMessagesSchema,
} from '../social-schemas';
import { defineTaggedRoutes, idParams } from './contract';

const other = idParams('userId');

/** Private messages between two people (docs/PRODUCT.md#api-messages); the live copy goes out over the socket. */
export const messagesApi = defineTaggedRoutes('messages', {
  'GET /messages': {
    auth: 'user',
    summary: 'Konuşmalar, en yeni önce 50’şer (?before=son konuşmanın user_id’si)',
    query: beforePageQuerySchema,
    response: z.array(conversationSchema),
    errors: [],
  },
  'GET /messages/unread-count': {
    auth: 'user',
    summary: 'Okunmamış mesaj sayısı (tüm konuşmalarda)',
    response: unreadMessagesSchema,
    errors: [],
  },
  // A POST the client sends once the thread is on screen, not a side effect of GET: GETs are
  // refetched on reconnect, focus and paging (also in hidden tabs) and must not mark anything read.
  'POST /messages/:userId/read': {
    auth: 'user',
    summary: 'Yazışmayı gösterilen son mesaja kadar okundu işaretler; yeni toplamı döner',
    params: other,
    body: markThreadReadBodySchema,
    response: unreadMessagesSchema,
    errors: [],
  },
  'GET /messages/users/:username': {
    auth: 'user',
    summary: 'Kullanıcı adına göre kişi',
    params: z.object({ username: z.string().min(1).max(60) }),
    response: messageUserSchema,
    errors: [404],
  },
  'GET /messages/:userId': {
    auth: 'user',
    summary: 'Bir kişiyle yazışma: en yeni 50 mesaj (?before=message_id ile daha eskiler)',
    params: other,
    query: beforePageQuerySchema,
    response: conversationSchema,
    errors: [404],
  },
  'POST /messages': {
    auth: 'user',
    summary: 'Mesaj gönderir',
    body: sendMessageBodySchema,
    status: 201,
    response: messageSchema,
    errors: [404],
    writeLimit: 'message',
  },
  'DELETE /messages/:userId': {
    auth: 'user',
    summary: 'Konuşmayı kendi tarafından siler',
    params: other,
    response: messageResponseSchema,
    errors: [404],
  },
});
