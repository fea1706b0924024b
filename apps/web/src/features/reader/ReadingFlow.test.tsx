import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, installFakeServer, makeReader, renderReader, setSession } from './testUtils';
import { cleanUpAfterEach } from '../../test/cleanup';

beforeEach(() => {
  setSession();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

cleanUpAfterEach();

const location = () => screen.getByTestId('location').textContent;

describe('reading flow', { timeout: 20_000 }, () => {
  it('← and → open the previous and next chapter; nothing happens past either end', async () => {
    installFakeServer({});
    renderReader(2);
    await screen.findByText('Bölüm 2 metni.');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(location()).toBe('/read/1/13'));
    await screen.findByText('Bölüm 3 metni.');
    await userEvent.keyboard('{ArrowRight}');
    expect(location()).toBe('/read/1/13');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(location()).toBe('/read/1/12'));
  });

  it('leaves the arrows alone while typing and with a modifier key held', async () => {
    installFakeServer({});
    renderReader(2);
    await screen.findByText('Bölüm 2 metni.');
    fireEvent.keyDown(window, { key: 'ArrowRight', altKey: true });
    fireEvent.keyDown(window, { key: 'ArrowRight', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'ArrowLeft', metaKey: true });
    const box = await screen.findByRole('textbox', { name: /yorum/i });
    await userEvent.type(box, 'merhaba{ArrowLeft}{ArrowRight}');
    expect(location()).toBe('/read/1/12');
  });

  it('shows the reading time and the publication date under the title', async () => {
    const words = Array.from({ length: 2400 }, () => 'kelime').join(' ');
    installFakeServer({ reader: (id) => makeReader(id - 10, { content: `<p>${words}</p>` }) });
    renderReader(2);
    const meta = await screen.findByTestId('chapter-meta');
    expect(meta).toHaveTextContent('12 dk okuma');
    expect(meta).toHaveTextContent('3 Mayıs 2024');
    expect(within(meta).getByText('3 Mayıs 2024')).toHaveAttribute('dateTime', '2024-05-03T10:00:00.000Z');
  });

  it('the end card’s "Yorum yapın" takes the reader to the comment box, cursor in it', async () => {
    installFakeServer({});
    renderReader(2);
    const card = await screen.findByRole('complementary', { name: 'Bölüm sonu' });
    await userEvent.click(within(card).getByRole('link', { name: 'Yorum yapın' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /yorum/i })).toHaveFocus());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('saves the chapter entered with ← as well', async () => {
    const fetchMock = installFakeServer({});
    renderReader(3);
    await screen.findByText('Bölüm 3 metni.');
    await userEvent.keyboard('{ArrowLeft}');
    await screen.findByText('Bölüm 2 metni.');
    await waitFor(() => {
      const saved = callsTo(fetchMock, 'POST', /^\/bookReader\/progress\/save$/).map(([, init]) => JSON.parse(String(init?.body)) as { chapterId: number });
      expect(saved.at(-1)?.chapterId).toBe(12);
    });
  });
});
