import { readFileSync } from 'node:fs';

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
