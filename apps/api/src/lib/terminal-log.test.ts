import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { terminalLogStream } from './terminal-log';

describe('terminalLogStream', () => {
  const dev = loadConfig({ NODE_ENV: 'development' });
  const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });

  const sink = (isTTY: boolean | undefined) => Object.assign(new Writable({ write: (_chunk, _encoding, done) => done() }), { isTTY });

  it('keeps JSON lines for a pipe or a file, and in production even on a terminal', async () => {
    expect(await terminalLogStream(dev, sink(false))).toBeUndefined();
    expect(await terminalLogStream(dev, sink(undefined))).toBeUndefined();
    expect(await terminalLogStream(production, sink(true))).toBeUndefined();
  });

  it('turns a JSON line into a readable one on a terminal', async () => {
    const out: string[] = [];
    const terminal = Object.assign(new Writable({ write: (chunk, _encoding, done) => (out.push(String(chunk)), done()) }), { isTTY: true });
    const stream = await terminalLogStream(dev, terminal);
    expect(stream).toBeDefined();
    stream!.write(`${JSON.stringify({ level: 30, time: Date.now(), msg: 'sunucu hazır', port: 3000 })}\n`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = out.join('');
    expect(line).toContain('INFO');
    expect(line).toContain('sunucu hazır');
    expect(line).not.toMatch(/^\{/);
  });
});
