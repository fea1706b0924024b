import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { expect, it, vi } from 'vitest';

/**
 * The double-call guard every like button keeps: `like(inFlight, onToggle)` renders the button
 * under test (named `name`) with its in-flight prop (`busy`, `pending`…, called `flag` in the
 * tests' names) set to `inFlight`.
 */
export function itGuardsLikeInFlight({ name, flag, like }: { name: string; flag: string; like: (inFlight: boolean, onToggle: () => void) => ReactElement }) {
  /** A parent that marks the like in flight from the first toggle until its call ends. */
  function Parent({ onToggle }: { onToggle: () => void }) {
    const [inFlight, setInFlight] = useState(false);
    return like(inFlight, () => {
      setInFlight(true);
      onToggle();
    });
  }

  it('ignores clicks while a like call is in flight', async () => {
    const onToggle = vi.fn();
    render(like(true, onToggle));
    const button = screen.getByRole('button', { name });
    await userEvent.dblClick(button);
    expect(onToggle).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it(`passes one toggle of a double click to a parent that marks it ${flag}`, async () => {
    const onToggle = vi.fn();
    render(<Parent onToggle={onToggle} />);
    await userEvent.dblClick(screen.getByRole('button', { name }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
}
