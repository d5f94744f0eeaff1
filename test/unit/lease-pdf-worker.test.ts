import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PDFDocument } from '@cantoo/pdf-lib';
import { document as doc, paragraph as p, text } from '../../shared/documents/build';
import type { DocNode } from '../../shared/documents/types';
import { createPdfRenderer, type PdfJob } from '../../server/documents/pdf/pdf-renderer';

let uploadsDir: string;

beforeAll(() => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'lease-pdf-worker-'));
});

afterAll(() => {
  rmSync(uploadsDir, { recursive: true, force: true });
});

const job = (title: string, body: DocNode = doc(p(text(`Lease ${title}`)))): PdfJob => ({ title, companyName: 'Campus Edge Living', doc: body, blocks: {}, values: {} });
/** About ten pages: a job that takes several times longer than a one-line one. */
const long = doc(...Array.from({ length: 80 }, (_, i) => p(text(`Clause ${i}: the Tenant keeps the unit clean and reports any damage within three days. `.repeat(4)))));
const titleOf = async (pdf: Buffer) => (await PDFDocument.load(pdf, { updateMetadata: false })).getTitle();

async function until(check: () => boolean, ms: number) {
  for (const end = Date.now() + ms; !check() && Date.now() < end; ) await sleep(20);
}

describe('the PDF worker', () => {
  it('warms up when asked: a worker starts and renders its small document, then stops when idle; a packet meanwhile uses it', async () => {
    const renderer = createPdfRenderer({ uploadsDir, idleMs: 300 });
    try {
      renderer.warm();
      const warmed = renderer.threadId;
      expect(warmed).toEqual(expect.any(Number));
      renderer.warm();
      expect(renderer.threadId).toBe(warmed);
      expect(await titleOf((await renderer.render(job('After warm-up'))).pdf)).toBe('After warm-up');
      expect(renderer.threadId).toBe(warmed);
      await until(() => renderer.threadId === null, 5000);
      expect(renderer.threadId).toBeNull();
    } finally {
      await renderer.close();
    }
  });

  it('renders one job at a time, in the order asked, in one worker that stops when idle and starts again when needed', async () => {
    const renderer = createPdfRenderer({ uploadsDir, idleMs: 200 });
    try {
      expect(renderer.threadId).toBeNull();
      const finished: string[] = [];
      const threads = new Set<number | null>();
      // The first job is much longer: rendered side by side, the short ones would finish first.
      const results = await Promise.all(
        [job('A', long), job('B'), job('C')].map((j) =>
          renderer.render(j).then((result) => {
            finished.push(j.title);
            threads.add(renderer.threadId);
            return result;
          }),
        ),
      );
      expect(finished).toEqual(['A', 'B', 'C']);
      expect(await Promise.all(results.map((r) => titleOf(r.pdf)))).toEqual(['A', 'B', 'C']);
      expect(threads.size).toBe(1);
      const [first] = [...threads];
      expect(first).toEqual(expect.any(Number));

      await until(() => renderer.threadId === null, 5000);
      expect(renderer.threadId).toBeNull();

      const again = renderer.render(job('D'));
      expect(renderer.threadId).toEqual(expect.any(Number));
      expect(renderer.threadId).not.toBe(first);
      expect(await titleOf((await again).pdf)).toBe('D');
    } finally {
      await renderer.close();
    }
    expect(renderer.threadId).toBeNull();
  });

  it('rejects a job over the time limit, ends its worker, and renders the next job in a fresh one', async () => {
    // An image on storage that never answers: a FIFO that nobody writes, so reading it waits forever.
    const stuck = path.join(uploadsDir, 'stuck.png');
    execFileSync('mkfifo', [stuck]);
    const renderer = createPdfRenderer({ uploadsDir, timeoutMs: 4000 });
    try {
      const started = Date.now();
      const hung = renderer.render(job('hung', doc(p(text('Before the image.')), { type: 'image', attrs: { src: '/uploads/stuck.png' } })));
      const firstThread = renderer.threadId;
      const next = renderer.render(job('next'));
      await expect(hung).rejects.toThrow('The PDF took longer than 4000 ms to render.');
      expect(Date.now() - started).toBeGreaterThanOrEqual(3900);
      expect(await titleOf((await next).pdf)).toBe('next');
      expect(renderer.threadId).not.toBe(firstThread);
    } finally {
      // Lets the ended worker's read finish (it gets an empty file), so that thread can go.
      closeSync(openSync(stuck, constants.O_WRONLY | constants.O_NONBLOCK));
      await renderer.close();
    }
  });

  it('rejects a job it cannot take and goes on with the next in the same worker', async () => {
    const renderer = createPdfRenderer({ uploadsDir });
    try {
      await renderer.render(job('first'));
      const thread = renderer.threadId;
      let nested: DocNode = p(text('deep'));
      for (let i = 0; i < 20_000; i++) nested = { type: 'blockquote', content: [nested] };
      await expect(renderer.render(job('deep', doc(nested)))).rejects.toThrow('Maximum call stack size exceeded');
      expect(await titleOf((await renderer.render(job('after'))).pdf)).toBe('after');
      expect(renderer.threadId).toBe(thread);
    } finally {
      await renderer.close();
    }
  });

  it('rejects the jobs still waiting when closed', async () => {
    const renderer = createPdfRenderer({ uploadsDir });
    const pending = [renderer.render(job('one')), renderer.render(job('two'))];
    await renderer.close();
    for (const result of pending) await expect(result).rejects.toThrow('The PDF renderer was closed.');
    expect(renderer.threadId).toBeNull();
  });
});
