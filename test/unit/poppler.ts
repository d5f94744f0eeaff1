import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs Debian's poppler tools on PDFs written to a temporary folder of one test file. */
export function popplerTools(prefix: string) {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  let files = 0;
  const save = (pdf: Uint8Array) => {
    const file = path.join(folder, `${++files}.pdf`);
    writeFileSync(file, pdf);
    return file;
  };
  return {
    folder,
    save,
    /** pdftotext's text of the PDF (in reading order unless `-raw` is passed). */
    text: (pdf: Uint8Array, ...args: string[]) => execFileSync('pdftotext', [...args, save(pdf), '-'], { maxBuffer: 16 << 20 }).toString('utf8'),
    /** A tool's output and exit status, e.g. pdfsig's, which exits non-zero for an invalid signature. */
    run: (tool: string, pdf: Uint8Array, ...args: string[]) => {
      const done = spawnSync(tool, [...args, save(pdf)], { maxBuffer: 16 << 20 });
      return { status: done.status, output: `${done.stdout.toString('utf8')}${done.stderr.toString('utf8')}` };
    },
    /** A page as grey pixels at `dpi`: its width, height and raw bytes (row by row, top row first). */
    grayPage: (pdf: Uint8Array, page: number, dpi: number) => {
      const pgm = execFileSync('pdftoppm', ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), save(pdf)], { maxBuffer: 64 << 20 });
      const [header, width, height] = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.toString('latin1', 0, 40))!;
      return { width: Number(width), height: Number(height), pixels: pgm.subarray(header.length) };
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
