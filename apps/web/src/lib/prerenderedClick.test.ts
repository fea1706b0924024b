import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayPrerenderedClick } from './prerenderedClick';

// index.html's inline script that notes a press on the prerendered page, run as the browser runs it.
const indexHtml = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
const noteScript = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1] ?? '')
  .find((s) => s.includes('__okPrerenderedClick'));

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
    replayPrerenderedClick();
    replayPrerenderedClick();
    expect(pressed).toEqual([2]);
    expect(window.__okPrerenderedClick).toBeUndefined();
  });

  it('does nothing when there was no press, or its button is not in the app', () => {
    document.body.innerHTML = buttons(['Giriş Yap']);
    const press = vi.fn();
    document.querySelector('button')!.addEventListener('click', press);
    replayPrerenderedClick();
    window.__okPrerenderedClick = { text: 'Kayıt Ol', nth: 0 };
    replayPrerenderedClick();
    expect(press).not.toHaveBeenCalled();
  });
});
