import type { AppConfig } from '../config';

/**
 * Where log lines go when a person watches: readable lines (time, level, message, fields) on a
 * terminal, JSON lines for everything else (a file, a pipe, a log collector, production).
 * pino-pretty runs as a plain stream in this thread rather than as a pino transport: a
 * transport resolves its worker file beside pino, which the bundled server does not have.
 * It loads only for a terminal, so servers never pay for it.
 */
export async function terminalLogStream(
  config: AppConfig,
  stdout: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): Promise<{ write(line: string): void } | undefined> {
  if (!stdout.isTTY || config.env === 'production') return undefined;
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    colorize: stdout === process.stdout,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
    // Standard output by default (pino-pretty writes to its file descriptor); another stream when given.
    ...(stdout === process.stdout ? {} : { destination: stdout }),
  });
}
