import { readFile } from 'node:fs/promises';
import { EXECUTION_TEXTS } from '../../../shared/leases/execution-texts';
import type { PdfRenderer } from '../../documents/pdf/pdf-renderer';
import type { SlotStamp, StampOptions } from '../../documents/signing/stamp-pdf';

const R = EXECUTION_TEXTS.reasons;

/** A step of a lease's execution failed: `reason` names what and why, in words a manager can act on. */
export class ExecutionStepError extends Error {
  constructor(readonly reason: string, cause: unknown) {
    super(reason, { cause });
  }
}

/** An attempt to execute a lease failed and is recorded (lease_execution_failures); `reason` is what the lease shows. */
export class ExecutionFailed extends Error {
  constructor(readonly reason: string) {
    super(EXECUTION_TEXTS.notFinalized(reason));
  }
}

/** The system's errors a person can read, by code. */
const IO_WORDS: Record<string, string> = {
  ENOENT: 'the file is missing',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the disk is read-only',
  EISDIR: 'a folder is in its place',
  EMFILE: 'too many files are open',
  EIO: 'a disk error',
};
const MAX_WHY = 200;

/** An error's own short reason: a known system error in words, else its message's first line (never a stack, never a path). */
export function shortReason(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return IO_WORDS[code] ?? code;
  const line = (err instanceof Error ? err.message : String(err)).split('\n')[0]!.trim().replace(/\.$/, '');
  if (!line) return 'no reason was given';
  return line.length > MAX_WHY ? `${line.slice(0, MAX_WHY - 1)}…` : line;
}

const isMissing = (err: unknown) => (err as { code?: unknown } | null)?.code === 'ENOENT';

/** Runs a step of the execution; its failure becomes `reason(why)` (a failure already explained keeps its reason). */
export async function explained<T>(step: () => Promise<T>, reason: (why: string) => string): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof ExecutionStepError) throw err;
    throw new ExecutionStepError(reason(shortReason(err)), err);
  }
}

/** Reads a private file the execution needs: a missing one and an unreadable one are told apart. */
export async function readNeeded(file: string, words: { missing: string; unreadable: (why: string) => string }): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (err) {
    throw new ExecutionStepError(isMissing(err) ? words.missing : words.unreadable(shortReason(err)), err);
  }
}

/** A stamp with the place it fills, as a manager names it ("Tenant Signature"). */
export type NamedStamp = { stamp: SlotStamp; place: string };

/**
 * The document with every stamp drawn in. When the stamper refuses, finds what it refuses: the
 * document itself (it refuses it with no stamp at all), else the first image it refuses on its own.
 * Only a failure pays for the search.
 */
export async function stampExplained(pdf: Pick<PdfRenderer, 'stamp'>, document: string, original: Uint8Array, stamps: readonly NamedStamp[], options: StampOptions = {}): Promise<Uint8Array> {
  try {
    return await pdf.stamp(original, stamps.map((s) => s.stamp), options);
  } catch (err) {
    throw new ExecutionStepError(await refusedPart(pdf, document, original, stamps, err), err);
  }
}

async function refusedPart(pdf: Pick<PdfRenderer, 'stamp'>, document: string, original: Uint8Array, stamps: readonly NamedStamp[], err: unknown): Promise<string> {
  try {
    await pdf.stamp(original, []);
  } catch (alone) {
    return R.documentRefused(document, shortReason(alone));
  }
  for (const { stamp, place } of stamps.filter((s) => s.stamp.image)) {
    try {
      await pdf.stamp(original, [stamp]);
    } catch (refused) {
      return R.stampRefused(place, stamp.page, document, shortReason(refused));
    }
  }
  return R.documentRefused(document, shortReason(err));
}
