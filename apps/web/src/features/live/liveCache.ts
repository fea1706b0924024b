import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ApiResult, Conversation, LiveMessage, Message, Notification } from '@okuryazar/shared';
import { isThreadVisible } from './openThread';
import { liveKeys } from './queryKeys';

export type NotificationPages = InfiniteData<Notification[], number | undefined>;
/** GET /messages pages (newest first, `?before=<user_id>`): a page is an array of conversations. */
export type ConversationPages = InfiniteData<Conversation[], number | undefined>;
/** GET /messages/{userId} pages: pages[0] holds the newest messages, each later page older ones (`?before=<message_id>`). */
export type ThreadPages = InfiniteData<Conversation, number | undefined>;
/** An unread total: notifications' (GET /notifications/unread-count) and messages' share the shape. */
export type UnreadCount = ApiResult<'GET /notifications/unread-count'>;
/** The other side of a conversation, as GET /messages/users/{username} returns it. */
export type MessagePartner = ApiResult<'GET /messages/users/:username'>;

/**
 * Notices the server rewrites in place rather than adding another (a comment's likes are one
 * notice, issue 28 item 10): the same id comes again with a new text and time.
 */
const UPDATED_IN_PLACE: ReadonlySet<Notification['type']> = new Set(['comment-like']);

/**
 * Puts a live notification first in the loaded list and raises the unread count, once per
 * id and time (a frame can reach a tab twice). A notice updated in place (a new liker of a
 * comment) leaves its old place; it counts as new only if the copy held was read, and when
 * none is held the count is fetched again rather than guessed.
 */
export function applyNotification(queryClient: QueryClient, notification: Notification): void {
  const list = queryClient.getQueryData<NotificationPages>(liveKeys.notificationsList);
  const held = list?.pages.flat().find((n) => n.id === notification.id);
  if (held && held.timestamp === notification.timestamp) return;
  if (list) {
    const [first = [], ...rest] = list.pages.map((page) => page.filter((n) => n.id !== notification.id));
    queryClient.setQueryData<NotificationPages>(liveKeys.notificationsList, {
      ...list,
      pages: [[notification, ...first], ...rest],
    });
  }
  if (notification.is_read || (held && !held.is_read)) return;
  if (!held && UPDATED_IN_PLACE.has(notification.type)) {
    void queryClient.invalidateQueries({ queryKey: liveKeys.unreadCount, exact: true });
    return;
  }
  queryClient.setQueryData<UnreadCount>(liveKeys.unreadCount, (old) =>
    old && typeof old.count === 'number' ? { count: old.count + 1 } : old,
  );
}

/** Ids of the messages already counted as unread, per query cache (a frame can reach a tab twice, e.g. around a reconnect). */
const counted = new WeakMap<QueryClient, Set<number>>();
const COUNTED_MAX = 500;

/** Raises the inbox badge by one for a message someone sent me, once per message id. */
function countUnread(queryClient: QueryClient, messageId: number): boolean {
  let seen = counted.get(queryClient);
  if (!seen) counted.set(queryClient, (seen = new Set()));
  if (seen.has(messageId)) return false;
  seen.add(messageId);
  if (seen.size > COUNTED_MAX) seen.delete(seen.values().next().value!);
  // A count being fetched was asked for before this message was stored (e.g. the first load
  // racing the socket's first frame): raising it would be overwritten, so fetch it again.
  if (!refetchIfInFlight(queryClient, liveKeys.unreadMessages)) {
    queryClient.setQueryData<UnreadCount>(liveKeys.unreadMessages, (old) =>
      old && typeof old.count === 'number' ? { count: old.count + 1 } : old,
    );
  }
  return true;
}

/** Restarts a fetch of `key` that is under way (its answer may predate a live event); false when none is. */
function refetchIfInFlight(queryClient: QueryClient, key: readonly unknown[]): boolean {
  if (queryClient.getQueryState(key)?.fetchStatus !== 'fetching') return false;
  // Cancel first: a refetch alone would join a first load that is still under way.
  void queryClient
    .cancelQueries({ queryKey: key, exact: true })
    .then(() => queryClient.invalidateQueries({ queryKey: key, exact: true }));
  return true;
}

/**
 * After POST /messages/{userId}/read: the server's new total, and that conversation at zero
 * in every loaded page.
 */
export function applyThreadRead(queryClient: QueryClient, userId: number, total: UnreadCount): void {
  queryClient.setQueryData<UnreadCount>(liveKeys.unreadMessages, total);
  queryClient.setQueryData<ConversationPages>(liveKeys.conversations, (old) =>
    old
      ? { ...old, pages: old.pages.map((page) => page.map((c) => (c.user_id === userId && c.unread_count !== 0 ? { ...c, unread_count: 0 } : c))) }
      : old,
  );
}

function plainMessage(message: Message | LiveMessage): Message {
  const { message_id, sender_id, recipient_id, content, created_at } = message;
  return { message_id, sender_id, recipient_id, content, created_at };
}

const byLatest = (a: Conversation, b: Conversation) =>
  new Date(b.last_message_at).getTime() - new Date(a.last_message_at).getTime();

/** Conversations newest first (docs/PRODUCT.md#behaviour-and-states), by their latest message. */
export function sortConversations(list: Conversation[]): Conversation[] {
  return [...list].sort(byLatest);
}

/** The loaded conversations, each once, newest first. */
export function allConversations(data: InfiniteData<Conversation[], unknown>): Conversation[] {
  const seen = new Set<number>();
  return sortConversations(data.pages.flat().filter((c) => !seen.has(c.user_id) && Boolean(seen.add(c.user_id))));
}

/** The loaded thread as one conversation: its messages oldest first, each once. */
export function wholeThread(data: InfiniteData<Conversation, unknown>): Conversation {
  const newest = data.pages[0]!;
  const seen = new Set<number>();
  const messages = [...data.pages]
    .reverse()
    .flatMap((page) => page.messages)
    .filter((m) => !seen.has(m.message_id) && Boolean(seen.add(m.message_id)));
  return { ...newest, messages };
}

/** Removes one person's conversation from every loaded page. */
export function withoutConversation(data: ConversationPages | undefined, userId: number): ConversationPages | undefined {
  return data ? { ...data, pages: data.pages.map((page) => page.filter((c) => c.user_id !== userId)) } : data;
}

/**
 * Adds one message to the caches: appended to its thread when that is loaded (deduped by
 * message_id) and its conversation updated and moved to the top of the list. A message
 * someone sent me raises the inbox badge and the conversation's unread count, unless its
 * thread is on screen in a tab in front (the chat pane then marks it read). `partner` is
 * the other side's details when known; without them an unknown conversation makes the list
 * refetch instead.
 */
export function applyMessage(
  queryClient: QueryClient,
  message: Message | LiveMessage,
  myUserId: number,
  partner?: MessagePartner,
): void {
  const mine = message.sender_id === myUserId;
  const otherId = mine ? message.recipient_id : message.sender_id;
  const msg = plainMessage(message);

  const threadPages = queryClient.getQueryData<ThreadPages>(liveKeys.thread(otherId));
  const thread = threadPages ? wholeThread(threadPages) : undefined;
  const pages = queryClient.getQueryData<ConversationPages>(liveKeys.conversations);
  const list = pages ? allConversations(pages) : [];
  const existing = list.find((c) => c.user_id === otherId);
  // A message a cache fetched after it was sent is counted by the server already.
  const known =
    Boolean(thread?.messages.some((m) => m.message_id === msg.message_id)) ||
    (existing?.messages.at(-1)?.message_id ?? 0) >= msg.message_id;
  const unread = !mine && !known && !isThreadVisible(otherId) && countUnread(queryClient, msg.message_id);
  if (threadPages && thread && !thread.messages.some((m) => m.message_id === msg.message_id)) {
    const later = (a: Message, b: Message) =>
      new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || a.message_id - b.message_id;
    // New messages join the newest page; older pages stay as the server sent them.
    const [newest, ...older] = threadPages.pages;
    queryClient.setQueryData<ThreadPages>(liveKeys.thread(otherId), {
      ...threadPages,
      pages: [
        { ...newest!, messages: [...newest!.messages, msg].sort(later), last_message_at: latest(newest!.last_message_at, msg.created_at) },
        ...older,
      ],
    });
  }

  if (!pages || refetchIfInFlight(queryClient, liveKeys.conversations)) return;
  const details: MessagePartner | undefined =
    existing ??
    partner ??
    (thread
      ? { user_id: thread.user_id, username: thread.username, full_name: thread.full_name, profile_image_url: thread.profile_image_url }
      : !mine && 'username' in message
        ? {
            user_id: message.sender_id,
            username: message.username,
            full_name: message.full_name,
            profile_image_url: message.profile_image_url,
          }
        : undefined);
  if (!details) {
    void queryClient.invalidateQueries({ queryKey: liveKeys.conversations });
    return;
  }
  const lastShown = existing?.messages.at(-1);
  const newer = !lastShown || new Date(msg.created_at).getTime() >= new Date(lastShown.created_at).getTime();
  if (existing && lastShown?.message_id === msg.message_id) return;
  const unreadCount = (existing?.unread_count ?? 0) + (unread ? 1 : 0);
  const updated: Conversation = existing
    ? newer
      ? { ...existing, messages: [msg], last_message_at: latest(existing.last_message_at, msg.created_at), unread_count: unreadCount }
      : { ...existing, unread_count: unreadCount }
    : {
        user_id: details.user_id,
        username: details.username,
        full_name: details.full_name,
        profile_image_url: details.profile_image_url,
        messages: [msg],
        created_at: msg.created_at,
        last_message_at: msg.created_at,
        unread_count: unreadCount,
      };
  // The conversation moves to the first page (it is the newest now); the later pages keep
  // their cursors, which are the server's own.
  const rest = withoutConversation(pages, otherId)!;
  const [first = [], ...others] = rest.pages;
  queryClient.setQueryData<ConversationPages>(liveKeys.conversations, {
    ...rest,
    pages: [sortConversations([updated, ...first]), ...others],
  });
}

function latest(a: string, b: string): string {
  return new Date(b).getTime() > new Date(a).getTime() ? b : a;
}

/**
 * After every (re)connect, the first included: refetch whatever may have been missed while no
 * socket was ready. A load still under way (a page's first load races its socket) may have
 * been answered before an event this socket never saw, so it is restarted, not joined: a
 * message sent into an open thread between a reload and the socket's "ready" was lost until
 * the next reload.
 */
export function refetchMissed(queryClient: QueryClient): void {
  for (const queryKey of [liveKeys.notifications, liveKeys.messages]) {
    if (queryClient.isFetching({ queryKey }) === 0) {
      void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
      continue;
    }
    // Cancel first: a refetch alone would join a first load that is still under way.
    void queryClient.cancelQueries({ queryKey, fetchStatus: 'fetching' }).then(() => queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false }));
  }
}
