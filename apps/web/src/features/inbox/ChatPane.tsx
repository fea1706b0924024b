import { ERROR_CODES, MESSAGE_MAX_CHARS, MSG, type Message } from '@okuryazar/shared';
import {
  Fragment,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link } from '../../lib/router';
import { ApiError, rateLimitMessage } from '../../lib/api';
import { paths } from '../../config/paths';
import {
  Avatar,
  Button,
  Dialog,
  ErrorState,
  FormAlert,
  LoadingState,
  LoadMore,
  MessageIcon,
} from '../../components';
import { setOpenThread, type MessagePartner } from '../live';
import { MoreButton, UserSafetyMenu } from '../safety';
import { useDeleteConversation, useMarkThreadRead, useSendMessage, useThread } from './api';
import { displayName } from './ConversationList';
import { clockTime, dayKey, dayLabel } from './dates';
import { ArrowLeftIcon, SendIcon, TrashIcon } from '../../components/icons';

import styles from './ChatPane.module.css';
import inbox from './InboxPage.module.css';

/** docs/PRODUCT.md#trust-and-safety refusals of a message: blocked, a protected minor, or the recipient's setting. */
const MESSAGE_REFUSALS: readonly string[] = [
  ERROR_CODES.BLOCKED,
  ERROR_CODES.MINOR_PROTECTED,
  ERROR_CODES.MESSAGES_RESTRICTED,
];

function refusalMessage(error: unknown): string | null {
  return error instanceof ApiError &&
    error.status === 403 &&
    MESSAGE_REFUSALS.includes(error.code ?? '')
    ? error.message
    : null;
}

/** The open conversation: header, messages as bubbles grouped by day, and the composer. */
export function ChatPane({
  partner,
  myUserId,
  onDeleted,
}: {
  partner: MessagePartner;
  myUserId: number;
  onDeleted: () => void;
}) {
  const thread = useThread(partner.user_id);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const remove = useDeleteConversation(() => {
    setConfirmOpen(false);
    onDeleted();
  });
  useReadWhileShown(partner.user_id, thread.data?.messages);
  const name = displayName(partner);
  const hasMessages = (thread.data?.messages.length ?? 0) > 0;

  return (
    <div className={styles.chat}>
      <header className={styles.chatHeader}>
        <Link to={paths.inbox()} className={styles.back} aria-label="Konuşmalara dön">
          <ArrowLeftIcon size={20} />
        </Link>
        <Link to={paths.profile(partner.user_id)} className={styles.chatPerson}>
          <Avatar src={partner.profile_image_url} name={name} size={40} preferInitial decorative />
          <span className={styles.chatPersonText}>
            <span className={styles.chatName}>{name}</span>
            <span className={styles.chatUsername}>@{partner.username}</span>
          </span>
        </Link>
        {hasMessages ? (
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label="Konuşmayı sil"
            title="Konuşmayı sil"
            onClick={() => setConfirmOpen(true)}
          >
            <TrashIcon size={18} />
          </Button>
        ) : null}
        <UserSafetyMenu
          userId={partner.user_id}
          name={name}
          report={{ type: 'user', id: partner.user_id }}
          label="Kişi seçenekleri"
          trigger={<MoreButton label="Kişi seçenekleri" />}
          onDone={onDeleted}
        />
      </header>

      {thread.isPending ? (
        <div className={styles.chatBody}>
          <LoadingState text="Mesajlar yükleniyor..." compact />
        </div>
      ) : thread.isError && !thread.data ? (
        <div className={styles.chatBody}>
          <ErrorState
            message={MSG.tryAgain}
            onRetry={() => void thread.refetch()}
            retrying={thread.isFetching}
            compact
          />
        </div>
      ) : (
        <MessageList
          messages={thread.data.messages}
          myUserId={myUserId}
          partnerName={name}
          partnerId={partner.user_id}
          onRelation={onDeleted}
          older={
            <LoadMore query={thread} label="Önceki mesajları yükle" rootMargin="200px 0px" />
          }
        />
      )}

      <Composer partner={partner} myUserId={myUserId} />

      <Dialog
        open={confirmOpen}
        onOpenChange={(open) => !remove.isPending && setConfirmOpen(open)}
        title="Konuşmayı sil"
        description="Bu konuşmayı silmek istediğinize emin misiniz?"
        size="sm"
      >
        <p className={styles.dialogNote}>
          Konuşma yalnızca sizin için silinir; {name} kendi kopyasını görmeye devam eder.
        </p>
        <div className={inbox.dialogActions}>
          <Button variant="ghost" onClick={() => setConfirmOpen(false)} disabled={remove.isPending}>
            Vazgeç
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(partner.user_id, {
                onError: (error) => {
                  console.error('Konuşma silinemedi', error);
                  setConfirmOpen(false);
                },
              })
            }
          >
            Sil
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** The tab is in front (document.visibilityState), as state. */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * While this thread is on screen: registers it as the open thread (live messages then do not
 * raise the badge, nor toast) and marks it read up to the newest message from the partner
 * whenever that changes and the tab is in front, so a message that arrives in a hidden tab
 * stays unread until the reader comes back.
 */
function useReadWhileShown(partnerId: number, messages: Message[] | undefined) {
  const { mutate } = useMarkThreadRead(partnerId);
  const visible = usePageVisible();
  const markedUpTo = useRef(0);
  useEffect(() => setOpenThread(partnerId), [partnerId]);
  let newest = 0;
  for (const m of messages ?? [])
    if (m.sender_id === partnerId && m.message_id > newest) newest = m.message_id;
  useEffect(() => {
    if (!visible || newest <= markedUpTo.current) return;
    markedUpTo.current = newest;
    mutate(newest, {
      onError: () => {
        // Try again with the next message or the next time the tab comes to the front.
        markedUpTo.current = 0;
      },
    });
  }, [visible, newest, mutate]);
}

function MessageList({
  messages,
  myUserId,
  partnerName,
  partnerId,
  onRelation,
  older,
}: {
  messages: Message[];
  myUserId: number;
  partnerName: string;
  partnerId: number;
  /** After muting or blocking from a message: the conversation is hidden, so leave it. */
  onRelation: () => void;
  /** Loads the older messages above the first one (a sentinel and a button). */
  older?: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const shownFor = useRef<number | null>(null);
  const heightBefore = useRef(0);
  const last = messages[messages.length - 1];
  const oldestId = messages[0]?.message_id;

  // Older messages arriving above: keep the messages the reader is looking at where they are.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (heightBefore.current && shownFor.current === partnerId)
      el.scrollTop += el.scrollHeight - heightBefore.current;
    heightBefore.current = el.scrollHeight;
  }, [oldestId, partnerId]);

  // Newest message in view: on open, on my own sends, and on arrivals while already at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = shownFor.current !== partnerId;
    shownFor.current = partnerId;
    if (first || nearBottom.current || last?.sender_id === myUserId) el.scrollTop = el.scrollHeight;
    heightBefore.current = el.scrollHeight;
  }, [partnerId, last?.message_id, last?.sender_id, myUserId]);

  if (messages.length === 0) {
    return (
      <div className={styles.chatBody}>
        <div className={styles.chatEmpty}>
          <span className={styles.chatEmptyIcon} aria-hidden="true">
            <MessageIcon size={26} />
          </span>
          <p>Henüz mesaj yok. {partnerName} ile ilk mesajı siz başlatın.</p>
        </div>
      </div>
    );
  }

  let previousDay = '';
  return (
    <div
      ref={scroller}
      className={styles.chatBody}
      tabIndex={0}
      role="region"
      aria-label={`${partnerName} ile mesajlar`}
      onScroll={(e) => {
        const el = e.currentTarget;
        nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
      }}
    >
      {older}
      <ol className={styles.messages}>
        {messages.map((m) => {
          const key = dayKey(m.created_at);
          const separator = key !== previousDay;
          previousDay = key;
          const mine = m.sender_id === myUserId;
          return (
            <Fragment key={m.message_id}>
              {separator ? (
                <li className={styles.daySeparator}>
                  <span>{dayLabel(m.created_at)}</span>
                </li>
              ) : null}
              <li className={[styles.messageRow, mine ? styles.mine : styles.theirs].join(' ')}>
                <div className={styles.bubble}>
                  <span className="visually-hidden">{mine ? 'Siz: ' : `${partnerName}: `}</span>
                  <p className={styles.bubbleText}>{m.content}</p>
                  <time className={styles.bubbleTime} dateTime={m.created_at}>
                    {clockTime(m.created_at)}
                  </time>
                </div>
                {mine ? null : (
                  <UserSafetyMenu
                    userId={partnerId}
                    name={partnerName}
                    report={{ type: 'message', id: m.message_id }}
                    label="Mesaj seçenekleri"
                    trigger={
                      <MoreButton label="Mesaj seçenekleri" className={styles.messageMore} />
                    }
                    onDone={onRelation}
                  />
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </div>
  );
}

function Composer({ partner, myUserId }: { partner: MessagePartner; myUserId: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(partner, myUserId);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content) return;
    setText('');
    setError(null);
    send.mutate(content, {
      onError: (failure) => {
        // docs/PRODUCT.md#error-messages: only logged; the typed text comes back if nothing new was written meanwhile.
        // A rate limit is also shown, so the person knows to wait before sending again, and so
        // is a refusal of who may message whom (docs/PRODUCT.md#trust-and-safety), so they know it will not go through.
        console.error('Mesaj gönderilemedi', failure);
        setText((current) => (current === '' ? text : current));
        setError(rateLimitMessage(failure) ?? refusalMessage(failure));
      },
    });
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      <FormAlert id="inbox-composer-error" message={error} className={styles.composerError} />
      <form className={styles.composer} onSubmit={submit}>
        <label htmlFor="inbox-composer" className="visually-hidden">
          {`${displayName(partner)} kişisine mesaj`}
        </label>
        <textarea
          ref={field}
          id="inbox-composer"
          className={styles.composerInput}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Bir mesaj yazın…"
          rows={1}
          maxLength={MESSAGE_MAX_CHARS}
          aria-describedby={
            error ? 'inbox-composer-hint inbox-composer-error' : 'inbox-composer-hint'
          }
        />
        <span id="inbox-composer-hint" className="visually-hidden">
          Enter gönderir, Shift+Enter yeni satır ekler.
        </span>
        <Button
          type="submit"
          className={styles.sendButton}
          leadingIcon={<SendIcon size={18} />}
          disabled={!text.trim()}
        >
          Gönder
        </Button>
      </form>
    </>
  );
}
