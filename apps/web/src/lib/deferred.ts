import { useBrowserValue } from './useBrowserValue';

/**
 * A module loaded on demand (dynamic import) whose value components can read synchronously
 * once it is there. Used for code that is not needed for a page's first paint — e.g. the
 * Radix menu, dialog and toast machinery — so it stays out of every route's initial JavaScript
 * (docs/PRODUCT.md#budgets) yet renders without a Suspense flash once loaded.
 */
export interface DeferredModule<T> {
  /** The module, or null while it has not loaded. */
  get(): T | null;
  /** Starts loading (once; again after a failure) and resolves with the module. */
  load(): Promise<T>;
  /** Hook: the module or null; re-renders when it arrives. */
  useModule(): T | null;
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => value;
  const load = () => {
    pending ??= importer().then(
      (module) => {
        value = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    get,
    load,
    // Its arrival re-renders the user in a transition (a whole comment section or menu arriving
    // during the page's load would otherwise be one long task); null in a server render and its hydration.
    useModule: () => useBrowserValue(subscribe, get, null),
  };
}

/** Loads `module` without surfacing a failure (a later interaction retries). */
export function preload(module: { load(): Promise<unknown> }): void {
  module.load().catch(() => {});
}

interface IdleTask {
  run: () => void;
  /** performance.now() by which it runs even if the browser never idles. */
  deadline: number;
  cancelled: boolean;
}

const idleQueue: IdleTask[] = [];
let idleScheduled = false;

/** One queued task per idle period: each loads code, and several at once were one long task. */
function scheduleIdle(): void {
  const next = idleQueue.find((t) => !t.cancelled);
  if (idleScheduled || !next) return;
  idleScheduled = true;
  const runOne = () => {
    idleScheduled = false;
    const index = idleQueue.findIndex((t) => !t.cancelled);
    const task = index >= 0 ? idleQueue.splice(0, index + 1).pop() : undefined;
    try {
      task?.run();
    } finally {
      scheduleIdle();
    }
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(runOne, { timeout: Math.max(0, next.deadline - performance.now()) });
  } else setTimeout(runOne, 200);
}

/**
 * Runs `task` once the page has loaded and the browser is idle (at most `timeout` ms later),
 * so prefetching never competes with what the first paint needs. Tasks run one per idle
 * period, in the order they were asked for. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2_000): () => void {
  const entry: IdleTask = { run: task, deadline: performance.now() + timeout, cancelled: false };
  const queue = () => {
    if (entry.cancelled) return;
    entry.deadline = performance.now() + timeout;
    idleQueue.push(entry);
    scheduleIdle();
  };
  if (document.readyState === 'complete') queue();
  else window.addEventListener('load', queue, { once: true });
  return () => {
    entry.cancelled = true;
    window.removeEventListener('load', queue);
  };
}
