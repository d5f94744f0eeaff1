import { existsSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { cjkSlices, rangeWithin } from '../../scripts/build/cjk-handwriting-slices';
import { CJK_CHARACTERS, needsCjkFace } from '../../shared/documents/cjk-scripts';

/** Whether a unicode-range holds the character. */
const covers = (range: string, char: string) => {
  const code = char.codePointAt(0)!;
  return range.split(',').some((part) => {
    const [first = '', last = first] = part.replace('U+', '').split('-');
    return code >= parseInt(first, 16) && code <= parseInt(last, 16);
  });
};

describe('the typed signature’s CJK slices', () => {
  it('keeps of a unicode-range only the characters of the face’s script, merged into spans', () => {
    expect(rangeWithin('U+0-7f,U+4e00-4e02,U+4e04,U+ac00-ac01', CJK_CHARACTERS['Noto Serif SC'])).toBe('U+4e00-4e02,U+4e04');
    expect(rangeWithin('U+0-7f,U+4e00-4e02,U+4e04,U+ac00-ac01', CJK_CHARACTERS['Noto Serif KR'])).toBe('U+ac00-ac01');
    expect(rangeWithin('U+20-7e,U+2000-206f', CJK_CHARACTERS['Noto Serif SC'])).toBe('');
  });

  it('lists the packages’ woff2 slices: each name’s characters in exactly one, Latin in none', () => {
    const slices = cjkSlices();
    expect(slices.length).toBeGreaterThan(100);
    for (const slice of slices.slice(0, 5)) expect(existsSync(slice.file) && slice.file.endsWith('.woff2')).toBe(true);
    for (const char of [...'张伟山田太郎やマ김민준']) expect(slices.filter((slice) => covers(slice.range, char))).toHaveLength(1);
    for (const char of [...'AZaz0éŻ Ё']) expect(slices.filter((slice) => covers(slice.range, char))).toHaveLength(0);
    expect(needsCjkFace('Zoë Ñúñez')).toBe(false);
    expect(needsCjkFace('Wei 张')).toBe(true);
  });
});
