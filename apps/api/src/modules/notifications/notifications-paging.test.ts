import { LIST_PAGE_MAX, MSG, type Notification } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { bearer } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

const { t, me } = useTestApp({ me: {} });

async function page(query = ''): Promise<Notification[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: bearer(me.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Notification[];
}

describe('GET /notifications paging', () => {
  it('follows (created_at, id) order across pages even when ids do not follow the clock', async () => {
    // Rows written by instances whose clocks differ: a later id can carry an earlier time.
    const start = Date.parse('2026-06-01T08:00:00Z');
    const rows = await t.database.db
      .insert(notifications)
      .values(Array.from({ length: 70 }, (_, i) => ({ userId: me.id, type: 'follow', content: `Bildirim ${i}`, createdAt: new Date(start - Math.floor(i / 2) * 1000) })))
      .returning({ id: notifications.id });
    const newestFirst = rows.map((r, i) => ({ id: r.id, at: start - Math.floor(i / 2) * 1000 })).sort((a, b) => b.at - a.at || b.id - a.id);

    const first = await page();
    expect(first).toHaveLength(LIST_PAGE_MAX);
    const second = await page(`?before=${first.at(-1)!.id}`);
    expect([...first, ...second].map((n) => n.id)).toEqual(newestFirst.map((n) => n.id));
  });

  it('refuses cursors beyond a PostgreSQL integer with a Turkish 400 instead of a 500', async () => {
    for (const bad of ['before=2147483648', 'before=99999999999', 'before=0', 'limit=51']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/notifications?${bad}`, headers: bearer(me.token) });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toBe(MSG.badRequest);
    }
  });
});
