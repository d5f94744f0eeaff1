import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { workerFile } from '../../server/ground/worker-file';
import { createWorkerQueue, type WorkerQueue, type WorkerQueueOptions } from '../../server/ground/worker-queue';

/** What the tiny worker is asked: answer after `waitMs`, fail with a message, exit, or never answer. */
type Job = { name: string; waitMs?: number; fail?: string; exit?: number; hang?: boolean };
/** The job's name and the thread that answered it. */
type Reply = { name: string; thread: number };

/**
 * A worker that speaks the queue's protocol (server/ground/worker-thread.ts) in plain JavaScript: it
 * says it is ready `workerData.readyAfterMs` after it starts (a slow start), and answers each job.
 */
const TINY_WORKER = `
import { parentPort, threadId, workerData } from 'node:worker_threads';
await new Promise((resolve) => setTimeout(resolve, workerData?.readyAfterMs ?? 0));
parentPort.on('message', async ({ id, job }) => {
  if (job.hang) return;
  if (job.exit !== undefined) process.exit(job.exit);
  await new Promise((resolve) => setTimeout(resolve, job.waitMs ?? 0));
  parentPort.postMessage(job.fail ? { id, error: job.fail } : { id, reply: { name: job.name, thread: threadId } });
});
parentPort.postMessage({ ready: true });
`;

const MESSAGES = { timedOut: 'Over the limit.', stopped: (code: number) => `The worker stopped (exit code ${code}).`, closed: 'The queue was closed.' };

let folder: string;
let entry: WorkerQueueOptions<Job>['entry'];
const queues: WorkerQueue<Job, Reply>[] = [];

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'worker-queue-'));
  writeFileSync(path.join(folder, 'tiny-worker.mjs'), TINY_WORKER);
  // As the built server finds its worker: the file beside the caller.
  entry = { from: pathToFileURL(path.join(folder, 'index.js')).href, source: './unused.mjs', built: 'tiny-worker.mjs' };
});

afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.close()));
  rmSync(folder, { recursive: true, force: true });
});

function queueOf(options: Partial<WorkerQueueOptions<Job>> = {}): WorkerQueue<Job, Reply> {
  const queue = createWorkerQueue<Job, Reply>({ entry, resourceLimits: { maxOldGenerationSizeMb: 32 }, idleMs: 10_000, timeoutMs: 10_000, messages: MESSAGES, ...options });
  queues.push(queue);
  return queue;
}

async function until(check: () => boolean, ms: number) {
  for (const end = Date.now() + ms; !check() && Date.now() < end; ) await sleep(20);
}

/** Runs each job, noting its name in the order the answers (or failures) come. */
function runNoting(queue: WorkerQueue<Job, Reply>, jobs: Job[]) {
  const finished: string[] = [];
  const results = jobs.map((job) => queue.run(job).finally(() => finished.push(job.name)));
  return { finished, results };
}

describe('a worker queue', () => {
  it('runs one job at a time in the order asked, in one worker started with the first job', async () => {
    const queue = queueOf();
    expect(queue.threadId).toBeNull();
    // The first job is much longer: run side by side, the others would finish first.
    const { finished, results } = runNoting(queue, [{ name: 'A', waitMs: 300 }, { name: 'B' }, { name: 'C', waitMs: 50 }]);
    const thread = queue.threadId;
    expect(thread).toEqual(expect.any(Number));
    const replies = await Promise.all(results);
    expect(finished).toEqual(['A', 'B', 'C']);
    expect(replies).toEqual(['A', 'B', 'C'].map((name) => ({ name, thread })));
  });

  it('lets every other waiting job go before waiting background jobs; the one begun finishes first', async () => {
    const queue = queueOf({ background: (job) => job.name.startsWith('background') });
    const { finished, results } = runNoting(queue, [
      { name: 'background 1', waitMs: 200 },
      { name: 'background 2' },
      { name: 'background 3' },
      { name: 'packet' },
      { name: 'stamp' },
    ]);
    await Promise.all(results);
    expect(finished).toEqual(['background 1', 'packet', 'stamp', 'background 2', 'background 3']);
  });

  it('fails a job the worker reports failed and goes on with the next in the same worker', async () => {
    const queue = queueOf();
    const [failed, next] = [queue.run({ name: 'refused', fail: 'No such page.' }), queue.run({ name: 'next' })];
    await expect(failed).rejects.toThrow('No such page.');
    expect(await next).toEqual({ name: 'next', thread: queue.threadId });
  });

  it('fails only the job whose worker crashed, and runs the next in a fresh worker', async () => {
    const queue = queueOf();
    const first = await queue.run({ name: 'first' });
    const [crashed, next] = [queue.run({ name: 'crash', exit: 3 }), queue.run({ name: 'next' })];
    await expect(crashed).rejects.toThrow('The worker stopped (exit code 3).');
    const after = await next;
    expect(after.name).toBe('next');
    expect(after.thread).not.toBe(first.thread);
  });

  it('fails a job over the time limit, ends its worker, and runs the next in a fresh worker', async () => {
    const queue = queueOf({ timeoutMs: 300 });
    const hung = queue.run({ name: 'hung', hang: true });
    const firstThread = queue.threadId;
    const next = queue.run({ name: 'next' });
    await expect(hung).rejects.toThrow('Over the limit.');
    const after = await next;
    expect(after.name).toBe('next');
    expect(after.thread).not.toBe(firstThread);
  });

  it('counts a job’s time limit from when its worker is ready, not from a slow start', async () => {
    const queue = queueOf({ timeoutMs: 400, workerData: { readyAfterMs: 1000 } });
    expect(await queue.run({ name: 'after a slow start', waitMs: 50 })).toEqual({ name: 'after a slow start', thread: expect.any(Number) });
  });

  it('stops its worker after idleMs without a job, and starts a fresh one for the next', async () => {
    const queue = queueOf({ idleMs: 150 });
    const first = await queue.run({ name: 'first' });
    await until(() => queue.threadId === null, 5000);
    expect(queue.threadId).toBeNull();
    const again = await queue.run({ name: 'again' });
    expect(again.thread).not.toBe(first.thread);
  });

  it('keeps the process alive while a job runs, and not while its worker is idle', async () => {
    // A process of its own: it must print both answers, and then end although the worker would stay for a minute.
    const script = path.join(folder, 'idle-process.mts');
    writeFileSync(
      script,
      `import { createWorkerQueue } from ${JSON.stringify(fileURLToPath(new URL('../../server/ground/worker-queue.ts', import.meta.url)))};
const messages = { timedOut: 'Over the limit.', stopped: () => 'Stopped.', closed: 'Closed.' };
const queue = createWorkerQueue({ ...${JSON.stringify({ entry, resourceLimits: { maxOldGenerationSizeMb: 32 }, idleMs: 60_000, timeoutMs: 10_000 })}, messages });
console.log((await queue.run({ name: 'first' })).name);
// Asked once the worker is idle: it must keep the process alive again until it answers.
setTimeout(() => void queue.run({ name: 'second', waitMs: 300 }).then((reply) => console.log(reply.name)), 50);
`,
    );
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', script], { cwd: process.cwd(), timeout: 20_000 });
    await expect(run).resolves.toMatchObject({ stdout: 'first\nsecond\n' });
  });

  it('warms up only when no worker runs and no job waits, answering nobody', async () => {
    const queue = queueOf();
    queue.warm({ name: 'warm-up', waitMs: 100 });
    const warmed = queue.threadId;
    expect(warmed).toEqual(expect.any(Number));
    queue.warm({ name: 'second warm-up', exit: 1 });
    expect(await queue.run({ name: 'job' })).toEqual({ name: 'job', thread: warmed });
  });

  it('rejects the running job and those waiting when closed, and ends its worker', async () => {
    const queue = queueOf({ background: (job) => job.name === 'background' });
    const pending = [queue.run({ name: 'running', waitMs: 1000 }), queue.run({ name: 'waiting' }), queue.run({ name: 'background' })];
    await queue.close();
    for (const result of pending) await expect(result).rejects.toThrow('The queue was closed.');
    expect(queue.threadId).toBeNull();
  });
});

describe('finding a worker’s file', () => {
  it('takes the source starter beside a TypeScript caller (the built file when the run names a current build), else the built file beside the caller or one folder up', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'worker-file-'));
    try {
      mkdirSync(path.join(dist, 'cli'));
      writeFileSync(path.join(dist, 'pdf-worker.js'), '');
      const names = { source: './pdf-worker-source.mjs', built: 'pdf-worker.js' };
      const at = (file: string) => pathToFileURL(path.join(dist, file)).href;
      expect(workerFile({ from: at('pdf/pdf-renderer.ts'), ...names }, null).href).toBe(at('pdf/pdf-worker-source.mjs'));
      expect(workerFile({ from: at('pdf/pdf-renderer.ts'), ...names }, dist).href).toBe(at('pdf-worker.js'));
      expect(workerFile({ from: at('chunk-ABC.js'), ...names }).href).toBe(at('pdf-worker.js'));
      expect(workerFile({ from: at('cli/backup.js'), ...names }).href).toBe(at('pdf-worker.js'));
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
