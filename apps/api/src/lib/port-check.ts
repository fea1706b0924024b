import net from 'node:net';

/**
 * A start whose port is taken must fail before it opens (and so touches) the database:
 * binding late, after migrations, was how a second `npm start` came to write into a data
 * directory another process was serving. This binds the port once and lets it go; the real
 * listen follows a moment later.
 */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly host: string,
    readonly reason: string,
  ) {
    super(portInUseMessage(port, host, reason));
    this.name = 'PortInUseError';
  }
}

/** One line, Turkish then English, like the DATA_DIR lock message. */
export function portInUseMessage(port: number, host: string, reason: string): string {
  return (
    `Port ${port} (${host}) kullanılamıyor (${reason}); başka bir süreç dinliyor olabilir, PORT ile başka bir port seçin. / ` +
    `Port ${port} on ${host} is not available (${reason}); another process may be listening, choose another PORT.`
  );
}

export async function assertPortAvailable(port: number, host: string): Promise<void> {
  // Port 0 asks the system for any free port: nothing to check.
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(new PortInUseError(port, host, error.code ?? error.message)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
