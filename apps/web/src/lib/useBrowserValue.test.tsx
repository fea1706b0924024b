import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForHydration, setHydrating } from './serverRender';
import { useBrowserValue } from './useBrowserValue';

/** A value kept outside React, like a media query's answer or the stored reading settings. */
function store(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: string) {
      value = next;
      listeners.forEach((l) => l());
    },
  };
}

afterEach(() => setHydrating(false));

describe('useBrowserValue', () => {
  it('renders the server value on the server, hydrates it without a mismatch and then shows the browser value', async () => {
    const theme = store('koyu');
    const renders: string[] = [];
    function Theme() {
      const value = useBrowserValue(theme.subscribe, theme.read, 'açık');
      renders.push(value);
      return <p>Tema: {value}</p>;
    }
    function HydrationEnd() {
      useLayoutEffect(() => setHydrating(false), []);
      return null;
    }
    const html = renderForHydration(() => renderToString(<Theme />), Date.now());
    expect(html).toContain('açık');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    setHydrating(true);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          <Theme />
          <HydrationEnd />
        </>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Tema: koyu');
    // The hydrating render (after the server's) matched the markup; the browser's value came after it.
    expect(renders.slice(1)).toEqual(['açık', 'koyu']);
    act(() => root?.unmount());
    container.remove();
  });

  it('starts with the browser value when mounted outside a hydration, and follows changes', () => {
    const width = store('dar');
    const renders: string[] = [];
    function Width() {
      const value = useBrowserValue(width.subscribe, width.read, 'bilinmiyor');
      renders.push(value);
      return <p>{value}</p>;
    }
    render(<Width />);
    expect(renders[0]).toBe('dar');
    expect(screen.getByText('dar')).toBeInTheDocument();
    act(() => width.set('geniş'));
    expect(screen.getByText('geniş')).toBeInTheDocument();
    expect(renders).not.toContain('bilinmiyor');
  });
});
