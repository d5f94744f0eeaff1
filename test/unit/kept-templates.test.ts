import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from '@jest/globals';
import { keptTemplatesDir, TEMPLATES_ENV } from '../helpers/template-db';

// The run's templates (globalSetup) are kept for the next run with the same sources, and a run that
// finds them kept copies them: the demo database is the same file, not drawn again (its rows carry
// the time they were made).
it('keeps the SQLite templates for later runs, and this run used the kept ones', () => {
  const run = process.env[TEMPLATES_ENV]!;
  const kept = keptTemplatesDir();
  for (const file of ['migrated.db', path.join('demo', 'app.db')]) {
    expect(readFileSync(path.join(run, file)).equals(readFileSync(path.join(kept, file)))).toBe(true);
  }
});
