type Attr = { block_name: string; visibility: boolean; description: string };

/** A block shows unless its block attribute hides it (no attribute: shown). */
export function blockVisible(attrs: Attr[], name: string): boolean {
  return attrs.find((a) => a.block_name === name)?.visibility ?? true;
}

/** The block attribute's description, or ''. */
export function blockDescription(attrs: Attr[], name: string): string {
  return attrs.find((a) => a.block_name === name)?.description ?? '';
}
