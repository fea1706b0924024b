import type { UserRole } from '@okuryazar/shared';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** Sets an account's role by e-mail (any case); false when no account has that address. */
export async function setUserRole(db: DbOrTx, email: string, role: UserRole): Promise<boolean> {
  const done = await db
    .update(users)
    .set({ role })
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: users.id });
  return done.length > 0;
}

/** ADMIN_EMAILS at start-up: those accounts become admins (missing ones are skipped). Returns how many changed. */
export async function promoteAdmins(db: DbOrTx, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const done = await db
    .update(users)
    .set({ role: 'admin' })
    .where(inArray(sql`lower(${users.email})`, emails.map((e) => e.toLowerCase())))
    .returning({ id: users.id });
  return done.length;
}
