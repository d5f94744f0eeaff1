import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function modules(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A record's owner compared by hand with someone (`lease.user_id !== user.id`, `id === t.student_user_id`); a check for a missing value is not one. */
const HAND_WRITTEN = [/user_id\s*[!=]==?(?!=)\s*(?!undefined\b|null\b)\S/, /\S\s*[!=]==?(?!=)\s*[\w.?!()]*user_id\b/];

/** Lines of source that compare owners by hand. */
export const handWrittenChecks = (text: string) => text.split('\n').filter((line) => HAND_WRITTEN.some((re) => re.test(line)));

describe('one access policy', () => {
  it('no router or page\'s read compares a record\'s user_id by hand: it asks authorize() (server/auth/authorize.ts)', () => {
    const found = ['server/routes', 'server/page-data'].flatMap(modules).flatMap((path) => handWrittenChecks(readFileSync(join(root, path), 'utf8')).map((line) => `${path}: ${line.trim()}`));
    expect(found).toEqual([]);
  });

  it('recognizes a hand-written check, and not a check for a missing value', () => {
    expect(handWrittenChecks("if (!lease || lease.user_id !== user.id) throw HttpError.notFound();\nconst isOwner = app?.user_id === user.id;\nif (userId === t.student_user_id) ok();")).toHaveLength(3);
    expect(handWrittenChecks("if (query.user_id === undefined) throw x;\nconst row = { user_id: userId };")).toEqual([]);
  });
});
