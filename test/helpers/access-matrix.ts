import { expect } from '@jest/globals';
import type { agentsFor } from './manager-factories';

type Agents = Awaited<ReturnType<typeof agentsFor>>;

/** A write as the access tests send it: method, path, body. */
export type Write = [string, string, object];

/** Each path is read by staff: 401 signed out, 403 to a student, 200 to maintenance staff. */
export async function expectStaffReads(a: Agents, paths: string[]): Promise<void> {
  for (const path of paths) {
    expect((await a.anonymous.get(path)).status).toBe(401);
    expect((await a.student.get(path)).status).toBe(403);
    expect((await a.maintenance.get(path)).status).toBe(200);
  }
}

/** Each write is a manager's: 401 signed out, 403 to a student and to maintenance staff. */
export async function expectManagerWrites(a: Agents, writes: Write[]): Promise<void> {
  for (const [method, path, body] of writes) {
    expect((await a.anonymous[method as 'post'](path).send(body)).status).toBe(401);
    expect((await a.student[method as 'post'](path).send(body)).status).toBe(403);
    expect((await a.maintenance[method as 'post'](path).send(body)).status).toBe(403);
  }
}
