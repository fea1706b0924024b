import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LikeButton } from './LikeButton';

/** A parent that, like PostCard, marks the like busy from the first toggle until its call ends. */
function BusyParent({ onToggle }: { onToggle: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <LikeButton
      liked={false}
      count={3}
      busy={busy}
      subject="gönderiyi"
      onToggle={() => {
        setBusy(true);
        onToggle();
      }}
    />
  );
}

describe('community LikeButton', () => {
  it('ignores clicks while a like call is in flight', async () => {
    const onToggle = vi.fn();
    render(<LikeButton liked={false} count={3} busy subject="gönderiyi" onToggle={onToggle} />);
    const like = screen.getByRole('button', { name: 'Bu gönderiyi beğen, 3 beğeni' });
    await userEvent.dblClick(like);
    expect(onToggle).not.toHaveBeenCalled();
    expect(like).toHaveAttribute('aria-busy', 'true');
  });

  it('passes one toggle of a double click to a parent that marks it busy', async () => {
    const onToggle = vi.fn();
    render(<BusyParent onToggle={onToggle} />);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Bu gönderiyi beğen, 3 beğeni' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
