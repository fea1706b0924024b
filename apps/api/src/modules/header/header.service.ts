import type { HeaderInfo } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { users } from '../../db/schema';
import { publicFileUrl } from '../../lib/file-urls';
import { unauthorized } from '../../lib/errors';
import type { AuthUser } from '../../lib/session';
import { roleOf } from '../../policies/moderation';

/** The name, photo and role (moderators see the moderation page) the logged-in header shows; an account gone since the token was issued is a 401. */
export async function headerInfo(ctx: AppContext, user: AuthUser): Promise<HeaderInfo> {
  const [row] = await ctx.db
    .select({ username: users.username, profileImageUrl: users.profileImageUrl, role: users.role })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) throw unauthorized();
  return { username: row.username, profile_image_url: publicFileUrl(ctx.config, row.profileImageUrl), role: roleOf(row.role) };
}
