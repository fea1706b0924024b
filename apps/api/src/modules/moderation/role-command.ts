import { USER_ROLES, type UserRole } from '@okuryazar/shared';
import type { DbOrTx } from '../../db/client';
import { setUserRole } from './roles';

export const ROLE_USAGE = 'Kullanım: npm run user:role -- <e-posta> <user|moderator|admin>';

/** The command's arguments, or the Turkish line that explains what is wrong with them. */
export function parseRoleArgs(args: readonly string[]): { email: string; role: UserRole } | string {
  const [email, role] = args;
  if (!email || !role || args.length !== 2) return ROLE_USAGE;
  if (!(USER_ROLES as readonly string[]).includes(role)) return `Geçersiz rol: ${role}. Geçerli roller: ${USER_ROLES.join(', ')}`;
  return { email, role: role as UserRole };
}

/** Runs `user:role` on an open database; returns the exit code and the line to print. */
export async function runRoleCommand(db: DbOrTx, args: readonly string[]): Promise<{ code: number; line: string }> {
  const parsed = parseRoleArgs(args);
  if (typeof parsed === 'string') return { code: 2, line: parsed };
  if (!(await setUserRole(db, parsed.email, parsed.role))) return { code: 1, line: `Bu e-posta adresiyle bir hesap bulunamadı: ${parsed.email}` };
  return { code: 0, line: `${parsed.email} artık "${parsed.role}" rolünde.` };
}
