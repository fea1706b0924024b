import { relativeTime, type Conversation } from '@okuryazar/shared';
import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { Avatar } from '../../components';
import styles from './ConversationList.module.css';

import { displayName } from './displayName';

export { displayName };

/** Conversations, newest first, each linking to its chat (?recipient_username=…). */
export function ConversationList({
  conversations,
  selectedUsername,
  myUserId,
}: {
  conversations: Conversation[];
  selectedUsername: string | null;
  myUserId: number;
}) {
  const selected = selectedUsername?.toLowerCase() ?? null;
  return (
    <ul className={styles.conversations} aria-label="Konuşmalar">
      {conversations.map((c) => {
        const last = c.messages[c.messages.length - 1];
        const isSelected = c.username.toLowerCase() === selected;
        const mine = last?.sender_id === myUserId;
        const unread = c.unread_count > 0;
        return (
          <li key={c.user_id}>
            <Link
              to={paths.inbox(c.username)}
              className={[styles.conversation, isSelected ? styles.selected : '', unread ? styles.unread : ''].filter(Boolean).join(' ')}
              aria-current={isSelected ? 'true' : undefined}
              data-unread={unread ? 'true' : undefined}
            >
              <Avatar src={c.profile_image_url} name={displayName(c)} size={44} preferInitial decorative />
              <span className={styles.conversationText}>
                <span className={styles.conversationTop}>
                  <span className={styles.conversationName}>{displayName(c)}</span>
                  <time className={styles.conversationTime} dateTime={c.last_message_at}>
                    {relativeTime(c.last_message_at)}
                  </time>
                </span>
                <span className={styles.conversationBottom}>
                  <span className={styles.preview}>
                    {mine ? <span className={styles.previewYou}>Siz: </span> : null}
                    {last?.content ?? ''}
                  </span>
                  {unread ? (
                    <span className={styles.unreadCount}>
                      <span aria-hidden="true">{c.unread_count > 99 ? '99+' : c.unread_count}</span>
                      <span className="visually-hidden">, {c.unread_count} okunmamış mesaj</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
