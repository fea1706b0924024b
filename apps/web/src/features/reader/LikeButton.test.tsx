import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LikeButton } from './LikeButton';

/** A parent that, like the reader, marks the like pending from the first toggle until released. */
function PendingParent({ onToggle }: { onToggle: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <LikeButton
      label="Bölümü beğen"
      liked={false}
      count={5}
      pending={pending}
      onToggle={() => {
        setPending(true);
        onToggle();
      }}
    />
  );
}

describe('reader LikeButton', () => {
  it('ignores clicks while a like call is in flight', async () => {
    const onToggle = vi.fn();
    render(<LikeButton label="Bölümü beğen" liked={false} count={5} pending onToggle={onToggle} />);
    const like = screen.getByRole('button', { name: 'Bölümü beğen (5 beğeni)' });
    await userEvent.dblClick(like);
    expect(onToggle).not.toHaveBeenCalled();
    expect(like).toHaveAttribute('aria-busy', 'true');
  });

  it('passes one toggle of a double click to a parent that marks it pending', async () => {
    const onToggle = vi.fn();
    render(<PendingParent onToggle={onToggle} />);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Bölümü beğen (5 beğeni)' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
