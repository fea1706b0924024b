import { useState, type FormEvent } from 'react';
import { MSG } from '@okuryazar/shared';

interface Sending {
  onSuccess: () => void;
  onError: (failure: Error) => void;
}

/**
 * A beta note's composer, for the reader and for the author's answer: an empty note is refused
 * in Turkish without a call, a sent one empties the box (and `onSent` runs), a refused one keeps
 * the text and shows the server's message.
 */
export function useNoteForm(send: (content: string, sending: Sending) => void, onSent: () => void) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      setError(MSG.commentEmpty);
      return;
    }
    setError(null);
    send(text, {
      onSuccess: () => {
        setContent('');
        onSent();
      },
      onError: (failure) => setError(failure.message || MSG.tryAgain),
    });
  };
  return { content, setContent, error, submit };
}
