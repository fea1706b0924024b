import type { Conversation, LiveMessage, Notification } from '@okuryazar/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '../lib/router';
import { ToastProvider } from '../components';
import { LiveProvider } from '../features/live/LiveProvider';
import type { SocketFactory, WebSocketLike } from '../features/live/liveSocket';

/** A WebSocket stand-in the test drives from the server's side. */
export class FakeSocket implements WebSocketLike {
  static instances: FakeSocket[] = [];
  static reset() {
    FakeSocket.instances = [];
  }
  static get last(): FakeSocket {
    const s = FakeSocket.instances[FakeSocket.instances.length - 1];
    if (!s) throw new Error('no socket opened');
    return s;
  }
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.readyState = 3;
    this.closedWith = code;
  }
  // Server side
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }
  /** Opens and authenticates in one go. */
  accept() {
    this.open();
    this.receive({ type: 'ready' });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.({ code } as CloseEvent);
  }
}

export const fakeSocketFactory: SocketFactory = (url) => new FakeSocket(url);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `entry` inside the live provider (fake socket) and a fresh query client. */
export function renderLive(ui: ReactElement, { pattern, entry }: { pattern: string; entry: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <LiveProvider createSocket={fakeSocketFactory}>
          <MemoryRouter initialEntries={[entry]}>
            <Routes>
              <Route path={pattern} element={ui} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </LiveProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    type: 'follow',
    content: 'elif sizi takip etmeye başladı.',
    timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
    is_read: false,
    sender_id: 9,
    book_id: null,
    comment_id: null,
    post_id: null,
    paragraph_id: null,
    chapter_id: null,
    sender_username: 'elif',
    sender_profile_image_url: null,
    ...overrides,
  };
}

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  const at = overrides.last_message_at ?? new Date(Date.now() - 60 * 60_000).toISOString();
  return {
    user_id: 9,
    username: 'elif',
    full_name: 'Elif Yıldırım',
    profile_image_url: null,
    messages: [{ message_id: 100, sender_id: 9, recipient_id: 5, content: 'Merhaba!', created_at: at }],
    created_at: at,
    last_message_at: at,
    unread_count: 0,
    ...overrides,
  };
}

export function makeLiveMessage(overrides: Partial<LiveMessage> = {}): LiveMessage {
  return {
    message_id: 200,
    sender_id: 9,
    recipient_id: 5,
    content: 'Yeni bölüm harika olmuş!',
    created_at: new Date().toISOString(),
    username: 'elif',
    full_name: 'Elif Yıldırım',
    profile_image_url: null,
    ...overrides,
  };
}
