import { connect } from 'node:net';
import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app-fixture';

const { t } = useTestApp();

describe('a request that arrives while the server closes', () => {
  it('is refused with 503 and the Turkish message, after the server stopped taking new work', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // Headers still on their way when the close begins: the connection is busy, so the
    // server waits for it, and the request reaches the app once the close has started.
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write('\r\n');
    await ended;
    await closing;

    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({ message: MSG.unavailable, code: ERROR_CODES.UNAVAILABLE });
  });
});
