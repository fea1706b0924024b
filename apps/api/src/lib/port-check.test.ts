import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertPortAvailable, PortInUseError } from './port-check';

function listen(): Promise<{ server: net.Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as net.AddressInfo).port }));
  });
}

describe('port check before start-up', () => {
  it('refuses a taken port with one Turkish and English line', async () => {
    const { server, port } = await listen();
    try {
      const error = await assertPortAvailable(port, '127.0.0.1').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PortInUseError);
      const message = (error as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toContain(`Port ${port} (127.0.0.1) kullanılamıyor (EADDRINUSE)`);
      expect(message).toContain(`Port ${port} on 127.0.0.1 is not available (EADDRINUSE)`);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('lets a free port go again so the server can bind it', async () => {
    const { server, port } = await listen();
    await new Promise((r) => server.close(r));
    await expect(assertPortAvailable(port, '127.0.0.1')).resolves.toBeUndefined();
    const again = net.createServer();
    await new Promise<void>((resolve, reject) => {
      again.once('error', reject);
      again.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((r) => again.close(r));
  });
});
