import { LIMITS } from '@okuryazar/shared';
import { useRef } from 'react';
import { MessageIcon, useToast } from '../../components';
import { useSession } from '../../lib/useSession';
import { isThreadOpen, useLiveEvents } from '../live';
import { displayName } from './displayName';

const PREVIEW_WORDS = 12;
const PREVIEW_CHARS = 90;

/** The first words of a message for a toast: at most 12 words and 90 characters, with … when cut. */
export function messagePreview(content: string): string {
  const words = content.trim().split(/\s+/);
  let text = words.slice(0, PREVIEW_WORDS).join(' ');
  if (text.length > PREVIEW_CHARS) text = text.slice(0, PREVIEW_CHARS).replace(/\s+\S*$/, '') || text.slice(0, PREVIEW_CHARS);
  return text.length < content.trim().length ? `${text}…` : text;
}

/**
 * A toast for every message someone sends the user, on any page, unless its thread is the
 * one on screen (the chat shows it there). Lives inside the live provider, renders nothing.
 */
export function MessageToasts() {
  const session = useSession();
  const { toast } = useToast();
  // One toast per message, even when a frame reaches the tab twice (e.g. around a reconnect).
  const shown = useRef<number[]>([]);
  useLiveEvents((event) => {
    if (event.type !== 'new_message' || !session || event.data.sender_id === session.userId) return;
    if (isThreadOpen(event.data.sender_id) || shown.current.includes(event.data.message_id)) return;
    shown.current = [...shown.current.slice(-49), event.data.message_id];
    toast({
      title: `Yeni mesaj: ${displayName(event.data)}`,
      description: messagePreview(event.data.content),
      icon: <MessageIcon size={20} />,
      duration: LIMITS.messageToastMs,
    });
  });
  return null;
}
