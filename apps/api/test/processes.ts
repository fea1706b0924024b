import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';

/** What the tests that start real server processes or apps of their own share. */

/** apps/api, where a server process is started from (`src/server.ts`). */
export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A TCP port nobody listens on at the moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function postgresTemplate() {
  const template = inject('dbTemplate');
  if (template.kind !== 'postgres') throw new Error('a PostgreSQL database is only made in the PostgreSQL run');
  return template;
}

async function asAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresTemplate().url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new PostgreSQL database copied from the run's migrated template; returns its name. */
export async function copyTemplateDatabase(prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await asAdmin(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate().template}`);
  return name;
}

/** Drops a database made by `copyTemplateDatabase`, whoever is still connected. */
export async function dropDatabase(name: string): Promise<void> {
  await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
