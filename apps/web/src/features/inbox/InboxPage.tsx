import { MSG } from '@okuryazar/shared';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '../../lib/router';
import { paths } from '../../config/paths';
import { Button, EmptyState, ErrorState, LoadingState, LoadMore, MessageIcon, PlusIcon } from '../../components';
import type { Session } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { useLiveEvents, useLiveStatus, type MessagePartner } from '../live';
import { useConversations, useMessageUser } from './api';
import { ChatPane } from './ChatPane';
import { ConversationList, displayName } from './ConversationList';
import { isOwnUsername, lookupErrorText, NewMessageDialog, SelfMessageNotice } from './NewMessageDialog';
import styles from './InboxPage.module.css';

/**
 * /inbox (docs/PRODUCT.md#screens): conversations and the open chat side by side; ≤ 768 px one pane at a
 * time. ?recipient_username= opens that conversation or starts a new one.
 */
export function InboxPage() {
  const session = useSession();
  return (
    <>
      <title>Mesajlar — Okuryazar</title>
      {/* RequireAuth guards the route; during a logout the session can vanish a moment earlier. */}
      {session ? <Inbox session={session} /> : null}
    </>
  );
}

function Inbox({ session }: { session: Session }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const recipient = searchParams.get('recipient_username')?.trim().replace(/^@/, '') || null;
  const [newOpen, setNewOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const liveStatus = useLiveStatus();

  const conversations = useConversations();
  const isSelf = recipient !== null && isOwnUsername(recipient, session.username);
  const fromList = recipient
    ? conversations.data?.find((c) => c.username.toLowerCase() === recipient.toLowerCase())
    : undefined;
  const lookup = useMessageUser(recipient, !isSelf && !conversations.isPending && !fromList);
  const partner: MessagePartner | undefined = fromList ?? lookup.data;

  useLiveEvents((event) => {
    if (event.type !== 'new_message' || event.data.sender_id === session.userId) return;
    setAnnouncement(`Yeni mesaj, ${displayName(event.data)}: ${event.data.content}`);
  });

  const startConversation = (user: MessagePartner) => {
    setNewOpen(false);
    void navigate(paths.inbox(user.username));
  };

  let chat;
  if (!recipient) {
    chat = (
      <div className={styles.chatPlaceholder}>
        <EmptyState
          icon={<MessageIcon size={28} />}
          title="Bir konuşma seçin"
          action={
            <Button variant="secondary" leadingIcon={<PlusIcon size={18} />} onClick={() => setNewOpen(true)}>
              Yeni mesaj
            </Button>
          }
        >
          Soldaki listeden bir konuşma açın ya da yeni bir mesaj başlatın.
        </EmptyState>
      </div>
    );
  } else if (isSelf || (!partner && lookup.isError)) {
    chat = (
      <div className={styles.chatPlaceholder}>
        <div className={styles.recipientError}>
          {isSelf ? (
            <SelfMessageNotice />
          ) : (
            <div role="alert" className={styles.alert}>
              <p>{lookupErrorText(lookup.error)}</p>
            </div>
          )}
          <Button variant="secondary" onClick={() => setNewOpen(true)}>
            Başka bir kullanıcı seçin
          </Button>
          <Button variant="ghost" onClick={() => void navigate(paths.inbox())} className={styles.mobileOnly}>
            Konuşmalara dön
          </Button>
        </div>
      </div>
    );
  } else if (!partner) {
    chat = (
      <div className={styles.chatPlaceholder}>
        <LoadingState compact />
      </div>
    );
  } else {
    chat = (
      <ChatPane
        key={partner.user_id}
        partner={partner}
        myUserId={session.userId}
        onDeleted={() => {
          void navigate(paths.inbox(), { replace: true });
          window.setTimeout(() => heading.current?.focus(), 0);
        }}
      />
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.layout} data-view={recipient ? 'chat' : 'list'}>
        <section className={styles.listPane} aria-labelledby="inbox-heading">
          <header className={styles.listHeader}>
            <h1 id="inbox-heading" ref={heading} tabIndex={-1} className={styles.heading}>
              Mesajlar
            </h1>
            <Button size="sm" leadingIcon={<PlusIcon size={18} />} onClick={() => setNewOpen(true)}>
              Yeni mesaj
            </Button>
          </header>
          {liveStatus === 'reconnecting' ? (
            <p className={styles.connection} role="status">
              Bağlantı koptu, yeniden bağlanılıyor…
            </p>
          ) : null}
          <div className={styles.listBody}>
            {conversations.isPending ? (
              <LoadingState text="Konuşmalar yükleniyor..." compact />
            ) : conversations.isError && !conversations.data ? (
              <ErrorState
                message={MSG.tryAgain}
                onRetry={() => void conversations.refetch()}
                retrying={conversations.isFetching}
                compact
              />
            ) : conversations.data.length === 0 ? (
              <EmptyState icon={<MessageIcon size={28} />} title="Henüz mesajınız yok." compact>
                Okurlara ve yazarlara “Yeni mesaj” ile ulaşabilirsiniz.
              </EmptyState>
            ) : (
              <>
                <ConversationList
                  conversations={conversations.data}
                  selectedUsername={partner?.username ?? recipient}
                  myUserId={session.userId}
                />
                <LoadMore query={conversations} label="Daha fazla konuşma yükle" />
              </>
            )}
          </div>
        </section>
        <section className={styles.chatPane} aria-label={partner ? `${displayName(partner)} ile sohbet` : 'Sohbet'}>
          {chat}
        </section>
      </div>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <NewMessageDialog
        open={newOpen}
        onOpenChange={setNewOpen}
        ownUsername={session.username}
        onStart={startConversation}
      />
    </div>
  );
}
