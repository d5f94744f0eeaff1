import { readFileSync } from 'node:fs';
import Sequencer from '@jest/test-sequencer';

/**
 * Each test file's duration in seconds in a whole run (CI's `npm test`, 2026-11-29; 4 stands for
 * "under 5 s", which jest does not print). Only the order of the files depends on it: an old figure
 * makes a run slower, never wrong. Refresh it from a run's output with the PASS lines' figures.
 */
const SECONDS = JSON.parse(readFileSync(new URL('./file-seconds.json', import.meta.url), 'utf8'));

/** A first guess for a file not in that list, by what its tests start: a browser and a server, an app, or neither. */
const GUESS_SECONDS = { 'test/e2e/': 40, 'test/api/': 8 };

/**
 * Jest's order (files that failed last time, then the longest first) with a figure for the files it
 * has no time for. On a fresh clone (CI) it has none, and its fallback, the largest file first, put
 * 40- to 60-second files (dates-on-screens 101st of 266, manager-sessions 198th, the PDF worker's
 * unit test 37 s) behind hundreds of short ones: a run could end on one of them with the other
 * workers idle.
 */
export default class SlowFirstSequencer extends Sequencer {
  time(test) {
    const known = super.time(test);
    if (known != null) return known;
    const relative = test.path.slice(test.context.config.rootDir.length + 1).split('\\').join('/');
    const guess = Object.entries(GUESS_SECONDS).find(([folder]) => relative.startsWith(folder))?.[1] ?? 3;
    return (SECONDS[relative] ?? guess) * 1000;
  }
}
