/**
 * The typed signature's CJK web fonts (ADR 037): @fontsource's Noto Serif SC and KR come as some
 * hundred woff2 slices each, listed with their unicode ranges in the package's CSS. This build step
 * reads that CSS and makes the module `virtual:cjk-handwriting-slices`: each slice's file (copied as
 * a hashed asset by esbuild's file loader) with the part of its range that is the face's own script,
 * so a browser fetches only the slices a name's characters are in, and never one for Latin text.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { CJK_CHARACTERS } from '../../shared/documents/cjk-scripts';

export const CJK_SLICES_MODULE = 'virtual:cjk-handwriting-slices';

/** The regular weight's stylesheet of each face's package. */
const STYLESHEETS: Record<keyof typeof CJK_CHARACTERS, string> = {
  'Noto Serif SC': '@fontsource/noto-serif-sc/400.css',
  'Noto Serif KR': '@fontsource/noto-serif-kr/400.css',
};
const FACE = /src:\s*url\(\.\/(files\/[^)]+\.woff2)\)[^;]*;\s*unicode-range:\s*([^;]+);/g;

/** A unicode-range ('U+4e00-4e0f,U+4e11') as [first, last] code points. */
function parseRange(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}

/** The part of a unicode-range whose characters `characters` matches, itself a unicode-range ('' for none). */
export function rangeWithin(range: string, characters: RegExp): string {
  const kept: [number, number][] = [];
  for (const [first, last] of parseRange(range)) {
    for (let code = first; code <= last; code++) {
      if (!characters.test(String.fromCodePoint(code))) continue;
      const previous = kept.at(-1);
      if (previous && previous[1] === code - 1) previous[1] = code;
      else kept.push([code, code]);
    }
  }
  return kept.map(([first, last]) => `U+${first.toString(16)}${last > first ? `-${last.toString(16)}` : ''}`).join(',');
}

/** Every slice of the CJK faces that holds characters of its script: its file's absolute path and that part of its range. */
export function cjkSlices(): { file: string; range: string }[] {
  const require = createRequire(import.meta.url);
  return Object.entries(STYLESHEETS).flatMap(([family, stylesheet]) => {
    const css = require.resolve(stylesheet);
    return [...readFileSync(css, 'utf8').matchAll(FACE)]
      .map(([, file, range]) => ({ file: path.join(path.dirname(css), file!), range: rangeWithin(range!, CJK_CHARACTERS[family as keyof typeof CJK_CHARACTERS]) }))
      .filter((slice) => slice.range);
  });
}

/** The esbuild plugin that answers the module; `emit` false (the server's build, which never draws) gives an empty list and copies no font. */
export function cjkHandwritingSlices({ emit }: { emit: boolean }): esbuild.Plugin {
  return {
    name: 'cjk-handwriting-slices',
    setup(build) {
      build.onResolve({ filter: /^virtual:cjk-handwriting-slices$/ }, (args) => ({ path: args.path, namespace: 'cjk-handwriting-slices' }));
      build.onLoad({ filter: /.*/, namespace: 'cjk-handwriting-slices' }, () => {
        const slices = emit ? cjkSlices() : [];
        const imports = slices.map((slice, i) => `import f${i} from ${JSON.stringify(slice.file)};`).join('\n');
        const list = slices.map((slice, i) => `[f${i}, ${JSON.stringify(slice.range)}]`).join(',\n');
        return { contents: `${imports}\nexport default [${list}];\n`, loader: 'js', resolveDir: process.cwd() };
      });
    },
  };
}
