import { Image, Text, View } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import type { ReactNode } from 'react';
import { TEXT_ALIGNS } from '../../../shared/documents/formats';
import { signatureLabel, type SignatureKind, type Signer } from '../../../shared/documents/signature-tags';
import { isScheduleParagraph, type ScheduleTable } from '../../../shared/documents/schedule-table';
import type { DocNode } from '../../../shared/documents/types';
import { paragraphSegments, type Segment } from './paragraph-segments';
import type { PdfImage } from './pdf-images';
import { inlines, type Values } from './pdf-inline';
import { scheduleTable } from './pdf-schedule';
import { HEADING_KEEPS, LIST_INDENT, MAX_IMAGE_HEIGHT, QUOTE_INDENT, styles } from './pdf-styles';
import { SLOT_SIZES, slotMark } from './signature-slots';

export type BlockContext = {
  values: Values;
  images: Map<string, PdfImage>;
  /** The width the block may take, in points (less inside lists and quotes): images fit it. */
  width: number;
  /** Numbers the slots in document order, which is the order they are rendered in. */
  slots: { next: number };
  /** The chosen plan's schedule: a paragraph holding only the Payment Schedule variable prints it as a table, as the HTML does. */
  schedule?: ScheduleTable;
};

type Align = (typeof TEXT_ALIGNS)[number];
const alignOf = (node: DocNode): Align | undefined => TEXT_ALIGNS.find((align) => align === node.attrs?.textAlign);
const ROW_JUSTIFY = { left: 'flex-start', justify: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** An image at its size at 96 dpi, never wider than the room it has nor taller than MAX_IMAGE_HEIGHT. */
function image(node: DocNode, context: BlockContext, key: number): ReactNode {
  const loaded = context.images.get(String(node.attrs?.src ?? ''));
  if (!loaded) return null;
  const scale = Math.min(context.width / loaded.width, 0.75, MAX_IMAGE_HEIGHT / loaded.height);
  return <Image key={key} src={{ data: loaded.data, format: loaded.format }} style={[styles.image, { width: loaded.width * scale, height: loaded.height * scale }]} />;
}

/** A framed box of its kind's fixed size with its caption under it, kept on one page; the box is marked, so its page and place are read off the layout. */
function slot(node: DocNode, context: BlockContext, key: number): ReactNode {
  const signer = node.attrs?.signer as Signer;
  const kind = node.attrs?.kind as SignatureKind;
  return (
    <View key={key} style={styles.slot} wrap={false}>
      <View style={[styles.slotBox, SLOT_SIZES[kind]]} {...slotMark(signer, kind, context.slots.next++)} />
      <Text style={styles.slotCaption}>{signatureLabel(signer, kind)}</Text>
    </View>
  );
}

/**
 * A paragraph or heading: its text runs, with any signature tags and images it holds printed as blocks
 * where they stand. A heading keeps the first lines of what follows it on its page (it moves to the
 * next page rather than end one alone).
 */
function textBlock(node: DocNode, style: Style, context: BlockContext, key: number): ReactNode {
  const content = node.content ?? [];
  if (!content.length) return node.type === 'paragraph' ? <View key={key} style={styles.emptyParagraph} /> : null;
  const align = alignOf(node);
  const segments = paragraphSegments(content);
  const keep = node.type === 'heading' ? { minPresenceAhead: HEADING_KEEPS } : {};
  // On the one element the block is: its Text, or the View holding its segments.
  const textKeep = segments.length === 1 ? keep : {};
  const segment = (part: Segment, i: number): ReactNode => {
    if (part.kind === 'image') return image(part.node, context, i);
    if (part.kind === 'slots') {
      return (
        <View key={i} style={[styles.slots, { justifyContent: ROW_JUSTIFY[align ?? 'left'] }]} wrap={false}>
          {part.nodes.map((tag, j) => slot(tag, context, j))}
        </View>
      );
    }
    return (
      <Text key={i} style={align ? [style, { textAlign: align }] : style} {...textKeep}>
        {inlines(part.nodes, context.values)}
      </Text>
    );
  };
  return segments.length === 1 ? segment(segments[0]!, key) : <View key={key} {...keep}>{segments.map(segment)}</View>;
}

function list(node: DocNode, context: BlockContext, key: number): ReactNode {
  const inner = { ...context, width: context.width - LIST_INDENT };
  let number = 0;
  return (
    <View key={key} style={styles.list}>
      {(node.content ?? []).map((item, i) =>
        item.type === 'listItem' ? (
          <View key={i} style={styles.listItem}>
            <Text style={styles.listMarker}>{node.type === 'orderedList' ? `${++number}.` : '•'}</Text>
            <View style={styles.listBody}>{blocks(item.content, inner)}</View>
          </View>
        ) : (
          block(item, inner, i)
        ),
      )}
    </View>
  );
}

function block(node: DocNode, context: BlockContext, key: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
      if (context.schedule && isScheduleParagraph(node)) return scheduleTable(context.schedule, key);
      return textBlock(node, styles.paragraph, context, key);
    case 'heading': {
      const level = node.attrs?.level;
      return textBlock(node, level === 2 ? styles.h2 : level === 3 ? styles.h3 : styles.h1, context, key);
    }
    case 'bulletList':
    case 'orderedList':
      return list(node, context, key);
    case 'blockquote':
      return (
        <View key={key} style={styles.quote}>
          {blocks(node.content, { ...context, width: context.width - QUOTE_INDENT })}
        </View>
      );
    case 'image':
      return image(node, context, key);
    default:
      // A video has nothing to print (the HTML shows no text for it either); unknown nodes render nothing there too.
      return null;
  }
}

/** A document's (content blocks already expanded) or a container's blocks, in order. */
export const blocks = (nodes: DocNode[] | undefined, context: BlockContext): ReactNode[] => (nodes ?? []).map((node, i) => block(node, context, i));
