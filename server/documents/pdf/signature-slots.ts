import type { SignatureKind, Signer } from '../../../shared/documents/signature-tags';
import type { SignatureSlot } from './pdf-renderer';

/** The printed size of each kind of slot, in points: what a signature, initials or a date is stamped into. */
export const SLOT_SIZES = {
  sig: { width: 200, height: 44 },
  initial: { width: 80, height: 36 },
  date: { width: 130, height: 28 },
} as const satisfies Record<SignatureKind, { width: number; height: number }>;

/** A node of react-pdf's layout, as far as the slots are read from it: its box is relative to its parent's. */
export type LaidOutNode = {
  type: string;
  props?: Record<string, unknown>;
  box?: { top: number; left: number; width: number; height: number };
  children?: LaidOutNode[];
};

/** The prop that marks a slot's box in the layout (react-pdf keeps an element's props on its laid-out node and draws nothing for this one). */
const SLOT_PROP = 'signatureSlot';
type SlotMark = { signer: Signer; kind: SignatureKind; index: number };

/** Props for the View a slot is drawn as: it is found again, with its page and place, in the layout. */
export const slotMark = (signer: Signer, kind: SignatureKind, index: number): object => ({ [SLOT_PROP]: { signer, kind, index } satisfies SlotMark });

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The slots' pages and rectangles (PDF points, origin bottom-left, as the drawing places them:
 * each node's box offset by its ancestors'), in document order.
 */
export function findSignatureSlots(pages: LaidOutNode[]): SignatureSlot[] {
  const found: { index: number; slot: SignatureSlot }[] = [];
  pages.forEach((page, pageIndex) => {
    const pageHeight = page.box?.height ?? 0;
    const visit = (node: LaidOutNode, left: number, top: number) => {
      const x = left + (node.box?.left ?? 0);
      const y = top + (node.box?.top ?? 0);
      const mark = node.props?.[SLOT_PROP] as SlotMark | undefined;
      if (mark && node.box) {
        const { width, height } = node.box;
        found.push({ index: mark.index, slot: { signer: mark.signer, kind: mark.kind, page: pageIndex + 1, x: round(x), y: round(pageHeight - y - height), width: round(width), height: round(height) } });
      }
      for (const child of node.children ?? []) visit(child, x, y);
    };
    // The page's own box is where its children are drawn from.
    for (const child of page.children ?? []) visit(child, page.box?.left ?? 0, page.box?.top ?? 0);
  });
  return found.sort((a, b) => a.index - b.index).map((f) => f.slot);
}
