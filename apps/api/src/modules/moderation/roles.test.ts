import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, registerAndLogin } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { loadConfig } from '../../config';
import { users } from '../../db/schema';
import { API_ROOT } from '../../api-root';
import { parseRoleArgs, ROLE_USAGE, runRoleCommand } from './role-command';
import { promoteAdmins } from './roles';

const { t } = useTestApp();

const roleOf = async (id: number) => (await t.app.ctx.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('roles', () => {
  it('new accounts are users, and header info says so', async () => {
    const u = await registerAndLogin(t.app);
    expect(await roleOf(u.id)).toBe('user');
    const res = await t.app.inject({ method: 'GET', url: '/api/header/headerInfo', headers: bearer(u.token) });
    expect(res.json()).toMatchObject({ username: u.username, role: 'user' });
  });

  it('user:role sets a role by e-mail in any case, and refuses bad arguments', async () => {
    const u = await registerAndLogin(t.app);
    expect(await runRoleCommand(t.app.ctx.db, [u.email.toUpperCase(), 'moderator'])).toEqual({ code: 0, line: `${u.email.toUpperCase()} artık "moderator" rolünde.` });
    expect(await roleOf(u.id)).toBe('moderator');
    const res = await t.app.inject({ method: 'GET', url: '/api/header/headerInfo', headers: bearer(u.token) });
    expect(res.json().role).toBe('moderator');
    expect((await runRoleCommand(t.app.ctx.db, ['kimse@gmail.com', 'admin'])).code).toBe(1);
    expect(parseRoleArgs([u.email, 'root'])).toMatch(/Geçersiz rol: root/);
    expect(parseRoleArgs([u.email])).toBe(ROLE_USAGE);
    expect(await roleOf(u.id)).toBe('moderator');
  });

  it('ADMIN_EMAILS makes those accounts admins and is validated', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    const config = loadConfig({ NODE_ENV: 'test', ADMIN_EMAILS: ` ${a.email.toUpperCase()} , yok@gmail.com` });
    expect(config.adminEmails).toEqual([a.email.toLowerCase(), 'yok@gmail.com']);
    expect(await promoteAdmins(t.app.ctx.db, config.adminEmails)).toBe(1);
    expect([await roleOf(a.id), await roleOf(b.id)]).toEqual(['admin', 'user']);
    expect(() => loadConfig({ NODE_ENV: 'test', ADMIN_EMAILS: 'not-an-address' })).toThrow(/ADMIN_EMAILS/);
  });

  it('the npm script refuses a wrong role without touching a database', async () => {
    const run = promisify(execFile);
    const failure = await run(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'scripts/user-role.ts'), 'x@gmail.com', 'root'], { cwd: API_ROOT }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toMatch(/Geçersiz rol/);
  }, 30_000);
});
