/**
 * The characters that call for a CJK face, by the face that prints them: the ONE rule for the PDFs
 * (server/documents/pdf/script-fonts.ts, the stamp) and the typed signature's web fonts
 * (client/signing). Noto Serif SC holds the Han ideographs (simplified and traditional), kana,
 * Bopomofo and CJK punctuation; Noto Serif KR holds Hangul.
 */
export const CJK_CHARACTERS = {
  'Noto Serif SC': /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u,
  'Noto Serif KR': /\p{Script=Hangul}/u,
} as const;

/** Whether a text has any character a CJK face is for. */
export function needsCjkFace(text: string): boolean {
  return Object.values(CJK_CHARACTERS).some((characters) => characters.test(text));
}
