import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { noteServerRendered } from '../../lib/serverRender';
import { BOOK_ID, chapterIdOf, installFakeServer, renderReader, setSession } from './testUtils';
import { stubPhoneWidth } from '../../test/browser';

/*
 * Issue 28 item 11: on a phone the bars step aside while reading down a chapter (html
 * data-chrome="hidden", which the bars' stylesheets turn into a slide out of the window) and
 * come back on scrolling up, at the top, on a tap, or when the focus enters one of them.
 */
const hidden = () => document.documentElement.getAttribute('data-chrome') === 'hidden';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

/** Scrolls from `from` to `to` in steps of 10 px, as a finger does. */
function swipe(from: number, to: number) {
  const step = from < to ? 10 : -10;
  for (let y = from + step; step > 0 ? y <= to : y >= to; y += step) scrollTo(y);
}

/** Opens chapter 2 on a phone-wide (or wider) screen, once its title shows. */
async function openChapter({ phone }: { phone: boolean }) {
  stubPhoneWidth(phone);
  installFakeServer({});
  const page = renderReader(2);
  await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 2' });
  return page;
}

beforeEach(() => {
  setSession();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
  scrollTo(0);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-chrome');
  localStorage.clear();
  sessionStorage.clear();
});

describe('the bars while reading on a phone', { timeout: 20_000 }, () => {
  it('go on scrolling down into the text and come back on scrolling up and at the top', async () => {
    await openChapter({ phone: true });
    swipe(0, 400);
    expect(hidden()).toBe(true);
    // A small movement back (a finger's jitter) keeps them away; a real scroll up brings them back.
    swipe(400, 390);
    expect(hidden()).toBe(true);
    swipe(390, 350);
    expect(hidden()).toBe(false);
    swipe(350, 700);
    expect(hidden()).toBe(true);
    scrollTo(60);
    expect(hidden()).toBe(false);
  });

  it('come back on a tap on the page, but not on a tap on a link or a button', async () => {
    await openChapter({ phone: true });
    swipe(0, 400);
    fireEvent.click(screen.getByRole('button', { name: /Bölümü beğen/ }));
    expect(hidden()).toBe(true);
    fireEvent.click(screen.getByTestId('chapter-content'));
    expect(hidden()).toBe(false);
  });

  it('come back when the focus moves into one of them, and are back when the reader is left', async () => {
    const { unmount } = await openChapter({ phone: true });
    swipe(0, 400);
    expect(hidden()).toBe(true);
    act(() => screen.getByRole('link', { name: 'Kitaba dön' }).focus());
    expect(hidden()).toBe(false);
    swipe(400, 800);
    expect(hidden()).toBe(true);
    unmount();
    expect(hidden()).toBe(false);
  });

  it('the page stays put when the focus enters a hidden bar (the browser’s jump to reveal it is undone)', async () => {
    await openChapter({ phone: true });
    swipe(0, 900);
    expect(hidden()).toBe(true);
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    // What Chrome does before the focus events: scroll the off-screen element towards the centre.
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 430 });
    act(() => screen.getByRole('button', { name: 'Okuma ayarları' }).focus());
    expect(hidden()).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 900 }));
  });

  it('are already away when the reader scrolled into the server’s page before the app took it over', async () => {
    stubPhoneWidth(true);
    installFakeServer({});
    // The server's page was scrolled while the app's code was still loading: no scroll event follows.
    noteServerRendered(`/read/${BOOK_ID}/${chapterIdOf(2)}`, Date.now());
    scrollTo(900);
    renderReader(2);
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 2' });
    expect(hidden()).toBe(true);
    swipe(900, 850);
    expect(hidden()).toBe(false);
  });

  it('wait for a scroll when the chapter was opened in the app (the window’s place is the page left)', async () => {
    stubPhoneWidth(true);
    installFakeServer({});
    scrollTo(900);
    renderReader(2);
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 2' });
    expect(hidden()).toBe(false);
  });

  it('stay on wider screens', async () => {
    await openChapter({ phone: false });
    swipe(0, 800);
    expect(hidden()).toBe(false);
  });
});
