/**
 * The frame of an operator's command on the server's database (DATABASE_URL or DATA_DIR, the
 * embedded one refused while a server holds its lock): open and migrate it, run the work,
 * print its lines (to standard error when it failed), close it and exit with its code.
 */
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { openDatabase } from '../src/db/client';

export function runDatabaseCommand(work: (db: Db) => Promise<{ code: number; lines: string[] }>): void {
  const main = async (): Promise<number> => {
    const database = await openDatabase(loadConfig());
    try {
      await database.migrate();
      const { code, lines } = await work(database.db);
      for (const line of lines) (code === 0 ? console.log : console.error)(line);
      return code;
    } finally {
      await database.close();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
