import { type ResourceLimits, Worker } from 'node:worker_threads';
import { type WorkerEntry, workerFile } from './worker-file';
import type { JobMessage, JobRequest } from './worker-thread';

export type WorkerQueueOptions<Job> = {
  /** The worker's entry (worker-file.ts); its module ends with serveJobs (worker-thread.ts). */
  entry: WorkerEntry;
  workerData?: unknown;
  /** The worker's heap caps: a runaway job ends its worker instead of growing the server. */
  resourceLimits: ResourceLimits;
  /** How long the worker stays without a job before it stops and its memory goes back. */
  idleMs: number;
  /** A job's time limit, counted from when its worker has loaded. */
  timeoutMs: number;
  /**
   * Jobs nobody is waiting on to go on with their work: they wait while any other job waits.
   * A job already begun is never interrupted.
   */
  background?: (job: Job) => boolean;
  /** The errors a job fails with when it runs over its limit, when its worker stops, and when the queue is closed. */
  messages: { timedOut: string; stopped: (exitCode: number) => string; closed: string };
};

export type WorkerQueue<Job, Reply> = {
  /** The job's reply from the worker, after every job asked before it (background jobs: before it and every other job). */
  run(job: Job): Promise<Reply>;
  /** Starts a worker and gives it `job`, answering nobody, when no worker runs and no job waits: so a job asked for soon does not wait for a cold start. */
  warm(job: Job): void;
  /** Ends the worker and rejects the running job and every waiting one. */
  close(): Promise<void>;
  /** The worker's thread id while it runs, null while none does. */
  readonly threadId: number | null;
};

type Task<Job, Reply> = { id: number; job: Job; resolve: (reply: Reply) => void; reject: (error: Error) => void };

/**
 * Runs jobs in a worker thread, one at a time in the order asked (background jobs after the others).
 * The worker starts with the first job and stops after `idleMs` without one (no longer keeping the
 * process alive meanwhile); a job over `timeoutMs` (counted from when the worker has loaded, so a slow
 * start on a busy machine is not a runaway job) or a crash ends it, fails that job only, and the next
 * job starts a fresh one.
 */
export function createWorkerQueue<Job, Reply>(options: WorkerQueueOptions<Job>): WorkerQueue<Job, Reply> {
  const { idleMs, timeoutMs, messages } = options;
  const queue: Task<Job, Reply>[] = [];
  const background: Task<Job, Reply>[] = [];
  let worker: Worker | null = null;
  let current: Task<Job, Reply> | null = null;
  // The running job's deadline, or the idle worker's stop: never both.
  let timer: NodeJS.Timeout | undefined;
  let ids = 0;
  let ready = false;
  let file: URL | undefined;

  /** Forgets the worker before ending it, so its exit is not taken for a crash. */
  function stop(): Promise<void> {
    clearTimeout(timer);
    const stopping = worker;
    worker = null;
    return stopping ? stopping.terminate().then(() => undefined) : Promise.resolve();
  }

  function settle(outcome: (task: Task<Job, Reply>) => void) {
    const task = current;
    current = null;
    clearTimeout(timer);
    if (task) outcome(task);
    next();
  }

  function start(): Worker {
    file ??= workerFile(options.entry);
    const started = new Worker(file, { workerData: options.workerData, execArgv: [], resourceLimits: options.resourceLimits });
    ready = false;
    started.on('message', (message: JobMessage<Reply>) => {
      if (started !== worker) return;
      if ('ready' in message) {
        ready = true;
        if (current) armDeadline();
        return;
      }
      if (current?.id !== message.id) return;
      if ('error' in message) settle((task) => task.reject(new Error(message.error)));
      else settle((task) => task.resolve(message.reply));
    });
    const lost = (error: Error) => {
      if (started !== worker) return;
      worker = null;
      settle((task) => task.reject(error));
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(messages.stopped(code))));
    return started;
  }

  function armDeadline() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      void stop();
      settle((late) => late.reject(new Error(messages.timedOut)));
    }, timeoutMs);
  }

  function next() {
    if (current) return;
    const task = queue.shift() ?? background.shift();
    if (!task) {
      // Idle: the worker no longer keeps the process alive, and ends after idleMs.
      worker?.unref();
      if (worker) timer = setTimeout(() => void stop(), idleMs).unref();
      return;
    }
    clearTimeout(timer);
    worker ??= start();
    worker.ref();
    current = task;
    if (ready) armDeadline();
    try {
      worker.postMessage({ id: task.id, job: task.job } satisfies JobRequest<Job>);
    } catch (error) {
      settle((failed) => failed.reject(error instanceof Error ? error : new Error(String(error))));
    }
  }

  return {
    run(job) {
      return new Promise((resolve, reject) => {
        (options.background?.(job) ? background : queue).push({ id: ++ids, job, resolve, reject });
        next();
      });
    },
    warm(job) {
      if (worker || current || queue.length || background.length) return;
      queue.push({ id: ++ids, job, resolve: () => undefined, reject: () => undefined });
      next();
    },
    async close() {
      const pending = [...(current ? [current] : []), ...queue.splice(0), ...background.splice(0)];
      current = null;
      await stop();
      for (const task of pending) task.reject(new Error(messages.closed));
    },
    get threadId() {
      return worker?.threadId ?? null;
    },
  };
}
