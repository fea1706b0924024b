// Helpers of bench/heavy.mjs: what each case uses to grow its entity and to watch the app meanwhile.
import { readFileSync } from 'node:fs';

/** Resident memory of the app's process, in MB (/proc). */
const rssMb = (app) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${app.child.pid}/status`, 'utf8'))[1]) / 1024;

/**
 * Probes /api/health every 50 ms and samples memory until stopped; the slowest answer is the
 * stall. `currentApp` answers the instance running now.
 */
export function healthWatch(currentApp) {
  let worst = 0;
  let peak = rssMb(currentApp());
  const base = peak;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${currentApp().base}/api/health`).catch(() => undefined);
      worst = Math.max(worst, performance.now() - started);
      peak = Math.max(peak, rssMb(currentApp()));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { healthWorstMs: worst, memoryMb: peak - base };
  };
}

/** A figure, or a dash where the instance measured was killed on purpose (--kill-mid-fanout). */
export const figure = (value, unit) => (Number.isFinite(value) ? `${value.toFixed(0)} ${unit}` : '–');

export const seconds = (ms) => (ms === null ? 'not finished' : `${(ms / 1000).toFixed(1)} s`);

/** Polls `done()` every 250 ms for up to `limitMs`; answers the time it took, or null. */
export async function until(done, limitMs = 600_000) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await done()) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

/** The password `withPassword` gives. */
export const PASSWORD = 'gizli-sifre-123';

/** Set-based growth of the bench's database `db` (a connected pg.Client), beside the app `currentApp()`. */
export function heavyFixtures(db, currentApp) {
  let passwordHash = null;
  return {
    /** `count` adult accounts named `${prefix}1…`, in one statement; their ids. */
    async users(count, prefix, birth = '1990-01-01') {
      const { rows } = await db.query(
        `insert into users (email, username, password_hash, full_name, birth_date)
         select '${prefix}' || g || '@gmail.com', '${prefix}' || g, 'x', 'Okur ' || g, '${birth}'::date from generate_series(1, $1) g returning id`,
        [count],
      );
      return rows.map((r) => r.id);
    },
    /** A story by `author` with `count` published chapters of `words` words each. */
    async story(author, count, words = 10) {
      const { rows: [book] } = await db.query(`insert into books (author_id, title, category_id, is_published, published_at) values ($1, 'Uzun Hikaye', 2, true, now()) returning id`, [author]);
      await db.query(
        `insert into chapters (book_id, chapter_number, title, content, is_published, published_at)
         select $1, g, 'Bölüm ' || g, '<p>' || repeat('Kapı aralandı ve rüzgâr içeri doldu. ', $3) || '</p>', true, now() from generate_series(1, $2) g`,
        [book.id, count, Math.max(1, Math.round(words / 6))],
      );
      return book.id;
    },
    /** Gives `userId` the password PASSWORD (a hash taken from an account signed up through the API once). */
    async withPassword(userId) {
      if (passwordHash === null) {
        const email = `sifreli${Date.now()}@gmail.com`;
        const reg = await fetch(`${currentApp().base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, username: `sifreli${Date.now() % 100000}`, password: PASSWORD, birthDate: '1990-01-01' }) });
        if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
        passwordHash = (await db.query('select password_hash from users where lower(email) = lower($1)', [email])).rows[0].password_hash;
      }
      await db.query('update users set password_hash = $1 where id = $2', [passwordHash, userId]);
    },
    /** The first column of the first row, as a number. */
    one: async (query, params) => Number(Object.values((await db.query(query, params)).rows[0])[0]),
  };
}
