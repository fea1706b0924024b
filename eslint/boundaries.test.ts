import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The project's real ESLint configuration, run on code placed where the rules apply.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
const web = path.join(root, 'apps/web/src');

const written: string[] = [];
afterAll(() => written.forEach((file) => rmSync(file, { force: true })));

/** Lints `code` as a real file at `file` (the import plugin reads what it lints from disk). */
async function ruleIds(file: string, code: string): Promise<string[]> {
  const full = path.join(web, file.replace(/\.ts$/, `-${process.pid}.ts`));
  writeFileSync(full, code);
  written.push(full);
  const [result] = await eslint.lintFiles([full]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it('fail on a feature importing another feature’s internals', async () => {
    const ids = await ruleIds('features/inbox/fixture.ts', "export { notificationsKeys } from '../notifications/api';\n");
    expect(ids).toContain('import/no-restricted-paths');
  });

  it('let a feature use another through its public entry', async () => {
    const ids = await ruleIds('features/inbox/fixture.ts', "export * from '../live';\n");
    expect(ids).not.toContain('import/no-restricted-paths');
  });

  it('fail on components/ or lib/ importing app/ or a feature', async () => {
    expect(await ruleIds('components/fixture.ts', "export { router } from '../app/router';\n")).toContain('import/no-restricted-paths');
    expect(await ruleIds('lib/fixture.ts', "export * from '../features/live';\n")).toContain('import/no-restricted-paths');
  });

  it('fail on a feature importing the app shell', async () => {
    expect(await ruleIds('features/inbox/fixture.ts', "export { router } from '../../app/router';\n")).toContain('import/no-restricted-paths');
  });

  it('let every layer read config/, and config/ read none of them', async () => {
    expect(await ruleIds('features/inbox/fixture.ts', "export { paths } from '../../config/paths';\n")).not.toContain('import/no-restricted-paths');
    expect(await ruleIds('components/fixture.ts', "export { paths } from '../config/paths';\n")).not.toContain('import/no-restricted-paths');
    expect(await ruleIds('config/fixture.ts', "export * from '../lib/router';\n")).toContain('import/no-restricted-paths');
  });

  describe('cycles', () => {
    const dir = path.join(web, 'lib', `cycle-fixture-${process.pid}`);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('fail on two modules importing each other', async () => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
      expect((result?.messages ?? []).map((m) => m.ruleId)).toContain('import/no-cycle');
    });
  });
});
