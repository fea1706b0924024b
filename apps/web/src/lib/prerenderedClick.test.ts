import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayPrerenderedClick } from './prerenderedClick';

// index.html's inline script that notes a press on the prerendered page, run as the browser runs it.
const indexHtml = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
const noteScript = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1] ?? '')
  .find((s) => s.includes('__okPrerenderedClick'));

/** Plain buttons stand in for the app's own in these tests. */
const always = () => true;

const buttons = (labels: string[]) => labels.map((label) => `<button type="button">${label}</button>`).join('');

describe('a press on the prerendered landing page', () => {
  const listeners: EventListener[] = [];
  afterEach(() => {
    document.body.innerHTML = '';
    delete window.__okPrerenderedClick;
    vi.restoreAllMocks();
    listeners.splice(0).forEach((listener) => document.removeEventListener('click', listener, true));
  });

  const runNoteScript = () => {
    const add = vi.spyOn(document, 'addEventListener');
    new Function(noteScript ?? 'throw new Error("no note script in index.html")')();
    listeners.push(...add.mock.calls.map((call) => call[1] as EventListener));
  };

  it('is noted by index.html as which button of that text it was', () => {
    runNoteScript();
    document.body.innerHTML = `<div id="root"><div data-prerendered>${buttons(['Kayıt Ol', 'Aksiyon', 'Kayıt Ol'])}</div></div>`;
    document.querySelectorAll('button')[2]!.click();
    expect(window.__okPrerenderedClick).toEqual({ text: 'Kayıt Ol', nth: 1 });
  });

  it('is not noted once the app has rendered over the page', () => {
    runNoteScript();
    document.body.innerHTML = `<div id="root">${buttons(['Kayıt Ol'])}</div>`;
    document.querySelector('button')!.click();
    expect(window.__okPrerenderedClick).toBeUndefined();
  });

  it('is repeated once on the same button of the rendered app', () => {
    document.body.innerHTML = buttons(['Giriş Yap', 'Kayıt Ol', 'Kayıt Ol']);
    const pressed: number[] = [];
    document.querySelectorAll('button').forEach((button, i) => button.addEventListener('click', () => pressed.push(i)));
    window.__okPrerenderedClick = { text: 'Kayıt Ol', nth: 1 };
    replayPrerenderedClick(document, always);
    replayPrerenderedClick(document, always);
    expect(pressed).toEqual([2]);
    expect(window.__okPrerenderedClick).toBeUndefined();
  });

  it('does nothing when there was no press, or its button is not in the app', () => {
    document.body.innerHTML = buttons(['Giriş Yap']);
    const press = vi.fn();
    document.querySelector('button')!.addEventListener('click', press);
    replayPrerenderedClick(document, always);
    window.__okPrerenderedClick = { text: 'Kayıt Ol', nth: 0 };
    replayPrerenderedClick(document, always);
    expect(press).not.toHaveBeenCalled();
  });

  it('is noted on a page the server rendered until the app hydrates it, and repeated as a press a menu opens on', () => {
    runNoteScript();
    document.body.innerHTML = `<div id="root" data-ssr-page="reader">${buttons(['Aa', 'Bölümler'])}</div>`;
    document.querySelectorAll('button')[1]!.click();
    expect(window.__okPrerenderedClick).toEqual({ text: 'Bölümler', nth: 0 });
    // Hydrated (main.tsx drops the mark): the same button, now the app's, opens on the pointer going down.
    document.getElementById('root')!.removeAttribute('data-ssr-page');
    const opened = vi.fn();
    document.querySelectorAll('button')[1]!.addEventListener('pointerdown', opened);
    replayPrerenderedClick(document, always);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(window.__okPrerenderedClick).toBeUndefined();
    document.querySelectorAll('button')[1]!.click();
    expect(window.__okPrerenderedClick).toBeUndefined();
  });

  it('waits for the button to become the app’s (a lazy screen hydrated after the frame around it)', () => {
    vi.useFakeTimers();
    try {
      window.__okPrerenderedClick = { text: 'Bölümler', nth: 0 };
      document.body.innerHTML = `<div id="root">${buttons(['Bölümler'])}</div>`;
      const pressed = vi.fn();
      document.querySelector('button')!.addEventListener('click', pressed);
      let hydrated = false;
      replayPrerenderedClick(document, () => hydrated);
      vi.advanceTimersByTime(500);
      expect(pressed).not.toHaveBeenCalled();
      hydrated = true;
      vi.advanceTimersByTime(50);
      expect(pressed).toHaveBeenCalledTimes(1);
      expect(window.__okPrerenderedClick).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
