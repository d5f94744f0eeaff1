/** The worker thread's half of a worker queue (worker-queue.ts): answers each job the queue sends it. */
import { parentPort } from 'node:worker_threads';

/** A job the queue sends its worker, with the number its answer carries back. */
export type JobRequest<Job> = { id: number; job: Job };
/** What a worker sends its queue: that it has loaded, a job's answer, or why a job failed. */
export type JobMessage<Reply> = { ready: true } | { id: number; reply: Reply } | { id: number; error: string };

/**
 * Answers every job with `handle`'s reply, or with its error's message (a job that throws before its
 * first await, a bad kind or a stack overflow, too). Call it last, once the worker's modules have
 * loaded: it tells the queue the worker is ready, and a job's time limit counts from then.
 */
export function serveJobs<Job, Reply>(handle: (job: Job) => Reply | Promise<Reply>): void {
  const port = parentPort!;
  port.on('message', ({ id, job }: JobRequest<Job>) => {
    Promise.resolve()
      .then(() => handle(job))
      .then(
        (reply) => port.postMessage({ id, reply } satisfies JobMessage<Reply>),
        (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies JobMessage<Reply>),
      );
  });
  port.postMessage({ ready: true } satisfies JobMessage<Reply>);
}
