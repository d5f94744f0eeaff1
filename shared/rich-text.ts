/** Text saved by the rich-text editor is HTML and starts with a tag; older plain text does not. */
export function isRichText(text: string): boolean {
  return /^\s*<[a-z]/i.test(text);
}
