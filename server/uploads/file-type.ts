let loading: Promise<typeof import('file-type')> | undefined;

/**
 * file-type (the magic-byte sniffer), loaded once. The server loads it before it listens
 * (server/index.ts): loaded by the first upload instead, reading and compiling its modules held
 * visitors up for most of a second on a slow machine (issue 43, ADR 017). It stays out of the
 * pages' code, and costs 2–3 MB resident.
 */
export function loadFileType(): Promise<typeof import('file-type')> {
  return (loading ??= import('file-type'));
}
