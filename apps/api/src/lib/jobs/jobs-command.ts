import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { countJobs, retryParkedJobs } from './queue';

export const JOBS_USAGE = `Kullanım:
  npm run jobs -- list            kuyruktaki ve bekletilen (başarısız) işleri türlerine göre sayar, bekletilenleri listeler
  npm run jobs -- retry <id>      bekletilen bir işi yeniden kuyruğa alır
  npm run jobs -- retry --kind <tür>   bir türün bekletilen bütün işlerini yeniden kuyruğa alır`;

/**
 * The operator's view of the durable pipeline: counts per kind and state, the parked jobs
 * with their last error, and putting parked jobs back in the queue. Returns the exit code and
 * the lines to print.
 */
export async function runJobsCommand(db: DbOrTx, args: string[], now: Date): Promise<{ code: number; lines: string[] }> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const counts = await countJobs(db);
    const parked = await db
      .select({ id: jobs.id, kind: jobs.kind, attempts: jobs.attempts, lastError: jobs.lastError, createdAt: jobs.createdAt })
      .from(jobs)
      .where(eq(jobs.state, 'failed'))
      .orderBy(asc(jobs.id))
      .limit(100);
    const lines = counts.length === 0 ? ['Kuyrukta iş yok.'] : counts.map((c) => `${c.kind}\t${c.state === 'queued' ? 'kuyrukta' : 'bekletiliyor'}\t${c.count}`);
    for (const p of parked) lines.push(`#${p.id}\t${p.kind}\t${p.attempts} deneme\t${p.createdAt.toISOString()}\t${p.lastError ?? ''}`);
    return { code: 0, lines };
  }
  if (command === 'retry') {
    if (rest[0] === '--kind' && rest[1]) {
      const n = await retryParkedJobs(db, { kind: rest[1] }, now);
      return { code: 0, lines: [`${n} iş yeniden kuyruğa alındı.`] };
    }
    const id = Number(rest[0]);
    if (!Number.isSafeInteger(id) || id <= 0) return { code: 2, lines: [JOBS_USAGE] };
    const n = await retryParkedJobs(db, { id }, now);
    if (n === 0) {
      const [row] = await db.select({ state: jobs.state }).from(jobs).where(and(eq(jobs.id, id)));
      return { code: 1, lines: [row ? `#${id} bekletilmiyor; zaten kuyrukta.` : `#${id} numaralı iş bulunamadı.`] };
    }
    return { code: 0, lines: [`#${id} yeniden kuyruğa alındı.`] };
  }
  return { code: 2, lines: [JOBS_USAGE] };
}
