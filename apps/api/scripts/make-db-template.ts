// Part of `npm run build`: the database a new embedded DATA_DIR starts from (src/db/template.ts),
// initialised and migrated here once instead of on every first start.
import { mkdirSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS, pgliteDatabase } from '../src/db/client';
import { DB_TEMPLATE_DIR, templateDataDir, writeTemplateInfo } from '../src/db/template';

const started = performance.now();
rmSync(DB_TEMPLATE_DIR, { recursive: true, force: true });
mkdirSync(DB_TEMPLATE_DIR, { recursive: true });
const client = await PGlite.create({ dataDir: templateDataDir(DB_TEMPLATE_DIR), extensions: PGLITE_EXTENSIONS });
const database = pgliteDatabase(client);
await database.migrate();
await database.close();
// Written last: a template without it (a build that failed halfway) is never used.
writeTemplateInfo(DB_TEMPLATE_DIR, MIGRATIONS_DIR);
console.log(`api: dist/db-template in ${Math.round(performance.now() - started)} ms`);
