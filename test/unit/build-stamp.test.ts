import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { buildStamp, isBuildCurrent, writeBuildStamp } from '../../scripts/build/stamp';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
/** A finished build as esbuild.config.ts leaves it: its outputs, then the stamp of the inputs it read. */
const build = (env: NodeJS.ProcessEnv = {}) => {
  write('dist/server/index.js', '// server');
  write('dist/client/manifest.json', '{}');
  writeBuildStamp(root, buildStamp(root, env));
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  write('server/index.ts', 'export {};');
  write('client/public/entry.tsx', 'export {};');
  write('shared/dates.ts', 'export const a = 1;');
  write('package-lock.json', '{"lockfileVersion": 3}');
  write('README.md', '# Read me');
  write('test/unit/a.test.ts', '');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build stamp npm start checks', () => {
  it('is stale before any build, and current right after one', () => {
    expect(isBuildCurrent(root, {})).toBe(false);
    build();
    expect(isBuildCurrent(root, {})).toBe(true);
  });

  it('is stale after a source file changes, is added or is removed', () => {
    build();
    write('shared/dates.ts', 'export const a = 2;');
    expect(isBuildCurrent(root, {})).toBe(false);

    build();
    write('client/manager/new-screen.tsx', 'export {};');
    expect(isBuildCurrent(root, {})).toBe(false);

    build();
    rmSync(path.join(root, 'client/manager/new-screen.tsx'));
    expect(isBuildCurrent(root, {})).toBe(false);
  });

  it('is stale after the lockfile or the build config changes, or the build is asked unminified', () => {
    build();
    write('package-lock.json', '{"lockfileVersion": 3, "packages": {}}');
    expect(isBuildCurrent(root, {})).toBe(false);

    build();
    write('esbuild.config.ts', '// changed');
    expect(isBuildCurrent(root, {})).toBe(false);

    build();
    expect(isBuildCurrent(root, { MINIFY: '0' })).toBe(false);
  });

  it('stays current when only files the build does not read change', () => {
    build();
    write('README.md', '# Read me again');
    write('test/unit/a.test.ts', 'export {};');
    write('docs/decisions/999-x.md', 'x');
    expect(isBuildCurrent(root, {})).toBe(true);
  });

  it('is stale when an output is missing, whatever the stamp says', () => {
    build();
    rmSync(path.join(root, 'dist/server'), { recursive: true });
    expect(isBuildCurrent(root, {})).toBe(false);
  });
});
