import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

interface Job<In, Out> {
  input: In;
  resolve: (value: Out) => void;
  reject: (error: Error) => void;
}

type Reply<Out> = { ok: true; value: Out } | { ok: false; error: string };

/**
 * A small pool of worker threads for CPU-heavy pure functions, so one large input never
 * blocks the event loop that serves every other request. Workers start on first use, are
 * unref'd (they never keep the process alive), and a crashed worker is replaced while its
 * job fails. The worker body is CommonJS source run with `eval`, so it needs no TypeScript
 * loader in the worker (tsx and vitest do not reach worker threads).
 */
export class WorkerPool<In, Out> {
  private readonly workers = new Set<Worker>();
  private idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job<In, Out>>();
  private readonly queue: Job<In, Out>[] = [];

  constructor(
    /** CommonJS source; `handle(input, workerData)` is called per job and its result (or its promise's) posted back. */
    private readonly handlerSource: string,
    private readonly workerData: unknown,
    private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1)),
  ) {}

  run(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.workers.size < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.queue.shift()!;
      this.busy.set(worker, job);
      worker.postMessage(job.input);
    }
  }

  private spawn(): Worker {
    const source = `
      const { parentPort, workerData } = require('node:worker_threads');
      ${this.handlerSource}
      parentPort.on('message', (input) => {
        // A handler may answer a promise (one that loads an ES module first, say).
        Promise.resolve()
          .then(() => handle(input, workerData))
          .then(
            (value) => parentPort.postMessage({ ok: true, value }),
            (error) => parentPort.postMessage({ ok: false, error: String((error && error.message) || error) }),
          );
      });`;
    const worker = new Worker(source, { eval: true, workerData: this.workerData });
    worker.unref();
    this.workers.add(worker);
    worker.on('message', (reply: Reply<Out>) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      this.idle.push(worker);
      if (job) {
        if (reply.ok) job.resolve(reply.value);
        else job.reject(new Error(reply.error));
      }
      this.dispatch();
    });
    worker.on('error', (error) => this.retire(worker, error));
    worker.on('exit', (code) => this.retire(worker, new Error(`worker exited with code ${code}`)));
    return worker;
  }

  private retire(worker: Worker, error: Error): void {
    if (!this.workers.delete(worker)) return;
    this.idle = this.idle.filter((w) => w !== worker);
    const job = this.busy.get(worker);
    this.busy.delete(worker);
    job?.reject(error);
    this.dispatch();
  }
}
