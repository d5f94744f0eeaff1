import Sequencer from '@jest/test-sequencer';

/** A first guess of a file's duration in ms, by what its tests start: a browser and a server, an app, or nothing. */
const GUESS_MS = { 'test/e2e/': 40_000, 'test/api/': 8_000 };

/**
 * Jest's order (files that failed last time, then the longest first) with a guess for the files it
 * has no time for. On a fresh clone (CI) it has none, and its fallback, the largest file first, put
 * 40- to 60-second browser files (dates-on-screens 101st of 266, manager-sessions 198th) behind
 * hundreds of short files: the run ended on them with the other workers idle. The guess: browser
 * files, then API files, then the rest, larger files first within each.
 */
export default class SlowFirstSequencer extends Sequencer {
  time(test) {
    const known = super.time(test);
    if (known != null) return known;
    const relative = test.path.slice(test.context.config.rootDir.length + 1);
    const guess = Object.entries(GUESS_MS).find(([folder]) => relative.startsWith(folder))?.[1] ?? 2_000;
    return guess + (test.context.hasteFS.getSize(test.path) ?? 0) / 10;
  }
}
