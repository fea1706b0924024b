import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox (docs/PRODUCT.md#operator-and-tool-contracts). */
export function createMailer(config: AppConfig, log: (line: string) => void): Mailer {
  if (config.smtpUrl) {
    const url = config.smtpUrl;
    const smtp = lazyTransport((nodemailer) => nodemailer.createTransport(url));
    return {
      async send(mail) {
        await (await smtp.get()).sendMail({ from: config.mailFrom, ...mail });
      },
      close: smtp.close,
    };
  }
  const outbox = path.resolve(config.dataDir, 'outbox');
  const stream = lazyTransport((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    async send(mail) {
      const info = await (await stream.get()).sendMail({ from: config.mailFrom, ...mail });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      // Written aside and renamed into place: whoever reads the outbox (an operator, the
      // browser tests) never sees a half-written mail, now that mails go out after the answer.
      const partial = path.join(outbox, `.${path.basename(file)}.partial`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      // The file name only: the address is personal data and stays out of the log.
      log(`mail written to ${file}`);
    },
    close: stream.close,
  };
}

/** nodemailer loads with the first mail, not at start-up; close() only closes what was opened. */
function lazyTransport(create: (nodemailer: typeof import('nodemailer')) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: (): Promise<Transporter> => (transport ??= import('nodemailer').then((nodemailer) => create(nodemailer.default ?? nodemailer))),
    close: (): void => void transport?.then((t) => t.close(), () => undefined),
  };
}
