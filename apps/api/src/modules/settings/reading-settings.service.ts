import { DEFAULT_READING_SETTINGS, knownWarnings, type ReadingSettings, type ReadingSettingsBody } from '@okuryazar/shared';
import { eq, sql } from 'drizzle-orm';
import { forgetRecommendations } from '../dashboard/recommendation-cache';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { readingSettings } from '../../db/schema';
import type { AuthUser } from '../../lib/session';

type Row = typeof readingSettings.$inferSelect;

function present(row: Row | undefined): ReadingSettings {
  if (!row) return { ...DEFAULT_READING_SETTINGS, hidden_warnings: [], hidden_tags: [] };
  return {
    font_size: row.fontSize,
    font_family: row.fontFamily as ReadingSettings['font_family'],
    line_height: row.lineHeight,
    width: row.width as ReadingSettings['width'],
    theme: row.theme as ReadingSettings['theme'],
    // In the catalogue's order, each once, whatever order they were sent in.
    hidden_warnings: knownWarnings(row.hiddenWarnings),
    hidden_tags: row.hiddenTags,
  };
}

export async function getReadingSettings(ctx: AppContext, user: AuthUser): Promise<ReadingSettings> {
  const [row] = await ctx.db.select().from(readingSettings).where(eq(readingSettings.userId, user.id));
  return present(row);
}

/** The content warnings a reader hides (none for visitors); lists and search leave those stories out. */
export async function hiddenWarningsOf(db: DbOrTx, userId: number | null): Promise<string[]> {
  if (userId === null) return [];
  const [row] = await db.select({ hidden: readingSettings.hiddenWarnings }).from(readingSettings).where(eq(readingSettings.userId, userId));
  return row?.hidden ?? [];
}

/** The tags a reader hides (none for visitors): lists and search leave those stories out. */
export async function hiddenTagsOf(db: DbOrTx, userId: number): Promise<string[]> {
  const [row] = await db.select({ hidden: readingSettings.hiddenTags }).from(readingSettings).where(eq(readingSettings.userId, userId));
  return row?.hidden ?? [];
}

/** Changes what the body names and keeps the rest; one statement, so two devices saving at once both land. */
export async function updateReadingSettings(ctx: AppContext, user: AuthUser, body: ReadingSettingsBody): Promise<ReadingSettings> {
  const changes = {
    ...(body.font_size !== undefined ? { fontSize: body.font_size } : {}),
    ...(body.font_family !== undefined ? { fontFamily: body.font_family } : {}),
    ...(body.line_height !== undefined ? { lineHeight: body.line_height } : {}),
    ...(body.width !== undefined ? { width: body.width } : {}),
    ...(body.theme !== undefined ? { theme: body.theme } : {}),
    ...(body.hidden_warnings !== undefined ? { hiddenWarnings: [...new Set(body.hidden_warnings)] } : {}),
    ...(body.hidden_tags !== undefined ? { hiddenTags: body.hidden_tags } : {}),
  };
  const defaults = DEFAULT_READING_SETTINGS;
  const [row] = await ctx.db
    .insert(readingSettings)
    .values({
      userId: user.id,
      fontSize: defaults.font_size,
      fontFamily: defaults.font_family,
      lineHeight: defaults.line_height,
      width: defaults.width,
      theme: defaults.theme,
      hiddenWarnings: [],
      hiddenTags: [],
      ...changes,
    })
    .onConflictDoUpdate({ target: readingSettings.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  // Hidden warnings and tags narrow what may be recommended: the next dashboard computes it anew.
  if (body.hidden_warnings !== undefined || body.hidden_tags !== undefined) forgetRecommendations(ctx, user.id);
  return present(row);
}
