import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_READING_SETTINGS, type ReadingSettings } from '@okuryazar/shared';
import { QueryClient } from '@tanstack/react-query';
import { PENDING_KEY, PREFS_KEY, resetReadingPrefsCache } from './prefsStore';
import { startReadingSettingsSync, syncReadingSettings } from './readingSettingsSync';
import { mockBackend } from '../../../test/mockBackend';
import { setSession } from '../testUtils';
import { ReaderSettingsButton } from './ReaderSettingsButton';

const html = document.documentElement;

function resetDocument() {
  for (const key of ['theme', 'reader', 'readerSize', 'readerFont', 'readerLeading', 'readerWidth']) delete html.dataset[key];
}

const queryClient = new QueryClient();
beforeAll(() => startReadingSettingsSync(queryClient));

beforeEach(() => {
  localStorage.clear();
  resetReadingPrefsCache();
  queryClient.clear();
  resetDocument();
  setSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function backend(server: Partial<ReadingSettings> = {}) {
  let stored: ReadingSettings = { ...DEFAULT_READING_SETTINGS, ...server };
  return mockBackend({
    'GET /settings/reading': () => stored,
    'PUT /settings/reading': ({ body }) => {
      stored = { ...stored, ...(body as Partial<ReadingSettings>) };
      return stored;
    },
  });
}

async function openPanel() {
  const button = screen.getByRole('button', { name: 'Okuma ayarları' });
  await userEvent.click(button);
  return { button, dialog: await screen.findByRole('dialog', { name: 'Okuma ayarları' }) };
}

describe('the reader settings panel', () => {
  it('offers five labelled choices as radio groups, applies a size at once and saves it to the account', async () => {
    const { callsTo } = backend();
    render(<ReaderSettingsButton />);
    const { dialog } = await openPanel();

    for (const name of ['Yazı boyutu', 'Yazı tipi', 'Satır aralığı', 'Sayfa genişliği', 'Tema']) {
      expect(within(dialog).getByRole('group', { name })).toBeInTheDocument();
    }
    const sizes = within(within(dialog).getByRole('group', { name: 'Yazı boyutu' })).getAllByRole('radio');
    expect(sizes).toHaveLength(5);
    const size = (name: string) => within(within(dialog).getByRole('group', { name: 'Yazı boyutu' })).getByRole('radio', { name });
    expect(size('Orta')).toBeChecked();

    await userEvent.click(size('Büyük'));
    expect(html.dataset.readerSize).toBe('4');
    expect(JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}')).toMatchObject({ font_size: 4 });

    // One PUT with only what changed, after the short debounce.
    await waitFor(() => expect(callsTo('PUT /settings/reading')).toHaveLength(1), { timeout: 3000 });
    expect(callsTo('PUT /settings/reading')[0]?.body).toEqual({ font_size: 4 });
    await waitFor(() => expect(localStorage.getItem(PENDING_KEY)).toBeNull());
  });

  it('changes typeface, line height, width and theme through the data attributes; sepia is a theme like the others', async () => {
    backend();
    render(<ReaderSettingsButton />);
    const { dialog } = await openPanel();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Disleksi dostu' }));
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Satır aralığı' })).getByRole('radio', { name: 'Geniş' }));
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Sayfa genişliği' })).getByRole('radio', { name: 'Dar' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sepya' }));
    expect(html.dataset).toMatchObject({ readerFont: 'dyslexic', readerLeading: '3', readerWidth: 'narrow', theme: 'sepia' });
  });

  it('is used with the keyboard: arrows move within a group, Escape closes and the focus returns to the button', async () => {
    backend();
    render(<ReaderSettingsButton />);
    const { button, dialog } = await openPanel();
    const sizes = within(within(dialog).getByRole('group', { name: 'Yazı boyutu' }));
    sizes.getByRole('radio', { name: 'Orta' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(sizes.getByRole('radio', { name: 'Büyük' })).toBeChecked();
    expect(html.dataset.readerSize).toBe('4');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});

describe('settings across devices', () => {
  it('a new device takes the account’s settings', async () => {
    backend({ font_size: 5, theme: 'dark', width: 'wide' });
    await syncReadingSettings(queryClient);
    expect(html.dataset).toMatchObject({ readerSize: '5', theme: 'dark', readerWidth: 'wide' });
  });

  it('a change made offline is sent when the connection returns instead of being overwritten', async () => {
    localStorage.setItem(PREFS_KEY, JSON.stringify({ font_size: 1, theme: 'sepia' }));
    localStorage.setItem(PENDING_KEY, JSON.stringify(['font_size']));
    resetReadingPrefsCache();
    const { callsTo } = backend({ font_size: 4, theme: 'dark' });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(callsTo('PUT /settings/reading')).toHaveLength(1));
    expect(callsTo('PUT /settings/reading')[0]?.body).toEqual({ font_size: 1 });
    // The rest is the account's.
    await waitFor(() => expect(html.dataset).toMatchObject({ readerSize: '1', theme: 'dark' }));
  });
});

describe('before the first paint', () => {
  // The inline script of index.html, run as the browser runs it before any module.
  const indexHtml = readFileSync(path.resolve(__dirname, '../../../../index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';
  const run = () => new Function(script)() as void;
  beforeEach(() => {
    if (!document.querySelector('meta[name="theme-color"]')) document.head.insertAdjacentHTML('beforeend', '<meta name="theme-color" content="#b4532a">');
  });

  it('applies the stored settings and theme on <html>', () => {
    localStorage.setItem(PREFS_KEY, JSON.stringify({ font_size: 5, font_family: 'sans', line_height: 1, width: 'wide', theme: 'sepia' }));
    window.history.replaceState(null, '', '/read/1/11');
    run();
    expect(html.dataset).toMatchObject({ readerSize: '5', readerFont: 'sans', readerLeading: '1', readerWidth: 'wide', theme: 'sepia', reader: '' });
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#f4ecd8');
  });

  it('without anything stored: the defaults, and the system theme', () => {
    window.history.replaceState(null, '', '/discover');
    window.matchMedia = ((query: string) => ({ matches: query.includes('dark'), media: query })) as unknown as typeof window.matchMedia;
    run();
    expect(html.dataset).toMatchObject({ readerSize: '3', readerFont: 'serif', readerLeading: '2', readerWidth: 'normal', theme: 'dark' });
    expect(html.dataset.reader).toBeUndefined();
  });
});
