import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The V8 heap flags `npm start` gives the server (package.json is their one place): without them
 * V8 lets the heap grow with garbage well past the 150 MB memory budget before collecting it.
 * Passed as NODE_OPTIONS to servers that are measured, so they run as an install does.
 */
export function startHeapFlags(): string {
  const scripts = (JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  return (scripts.start ?? '').match(/--max-[a-z-]+-size=\d+/g)?.join(' ') ?? '';
}

/** Reads one field in kB (VmRSS, VmHWM) from /proc/<pid>/status; 0 when unreadable. */
export function readProcKb(pid: number, field: string): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm'));
    return match?.[1] ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The resident memory of a process in MB (0 when it is gone). */
export const rssMb = (pid: number): number => readProcKb(pid, 'VmRSS') / 1024;

/** CPU time a process has used, user and system, in ms (from /proc/<pid>/stat, at the kernel's 100 ticks a second); 0 when unreadable. */
export function cpuMs(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
