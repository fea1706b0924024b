import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageTitle } from './PageTitle';

afterEach(() => {
  document.head.querySelectorAll('title').forEach((node) => node.remove());
});

describe('PageTitle', () => {
  it('names the page in the tab over the static title, and gives it back when the page goes', () => {
    const fallback = document.createElement('title');
    fallback.textContent = 'Okuryazar';
    document.head.append(fallback);
    const { rerender, unmount } = render(<PageTitle title="Bildirimler" />);
    expect(document.title).toBe('Bildirimler — Okuryazar');
    rerender(<PageTitle title="Mesajlar" />);
    expect(document.title).toBe('Mesajlar — Okuryazar');
    unmount();
    expect(document.title).toBe('Okuryazar');
  });

  it('leaves the title alone while it is unknown', () => {
    render(<PageTitle title={undefined} />);
    expect(document.head.querySelectorAll('title')).toHaveLength(0);
  });
});
