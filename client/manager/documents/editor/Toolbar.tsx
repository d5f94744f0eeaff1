import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { Format } from '../../../../shared/documents/formats';
import { theme } from '../../../ui/theme';
import { ImageDialog } from './ImageDialog';
import { LinkDialog } from './LinkDialog';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 4px;
  align-items: center;
  padding: 6px;
  border-bottom: 1px solid ${theme.color.border};
  position: sticky;
  top: 0;
  z-index: 1;
  background: #fff;
  border-radius: ${theme.radius} ${theme.radius} 0 0;
  select { font: inherit; font-size: 0.9rem; height: 32px; padding: 0 6px; border-radius: 6px; border: 1px solid ${theme.color.border}; background: #fff; }
  button { font: inherit; font-size: 0.9rem; min-width: 32px; height: 32px; padding: 0 7px; border-radius: 6px; border: 1px solid transparent; background: none; cursor: pointer; color: ${theme.color.text}; }
  button:disabled { color: #B5BECB; cursor: default; }
  button[aria-pressed='true'] { background: #E8EEFE; border-color: #C5D3FB; color: ${theme.color.action}; }
  .sep { width: 1px; height: 20px; background: ${theme.color.border}; margin: 0 3px; }
  svg { width: 16px; height: 16px; vertical-align: -3px; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; }
`;

const HEADERS = [
  ['1', 'Header 1'],
  ['2', 'Header 2'],
  ['3', 'Header 3'],
  ['0', 'Normal'],
] as const;

/** Lines of an alignment icon: [x1, x2] per row. */
const ALIGN_ICONS = { left: [[3, 21], [3, 15], [3, 19]], center: [[3, 21], [6, 18], [4, 20]], right: [[3, 21], [9, 21], [5, 21]], justify: [[3, 21], [3, 21], [3, 21]] } as const;
const ALIGN_NAMES = { left: 'Align left', center: 'Align center', right: 'Align right', justify: 'Justify' } as const;

const AlignIcon = ({ rows }: { rows: readonly (readonly [number, number])[] }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    {rows.map(([x1, x2], i) => (
      <line key={i} x1={x1} x2={x2} y1={6 + i * 6} y2={6 + i * 6} />
    ))}
  </svg>
);

/** The body toolbar of spec §2.3, holding only what the type allows. */
export function Toolbar({ editor, formats }: { editor: Editor; formats: readonly Format[] }) {
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const has = (format: Format) => formats.includes(format);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      level: ([1, 2, 3] as const).find((level) => e.isActive('heading', { level })) ?? 0,
      align: (['center', 'right', 'justify'] as const).find((a) => e.isActive({ textAlign: a })) ?? 'left',
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      selection: !e.state.selection.empty,
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (name: string, label: ReactNode, run: () => void, pressed?: boolean, disabled?: boolean) => (
    // mousedown would move focus off the text; keeping it there means typing goes on at once.
    <button type="button" aria-label={name} title={name} aria-pressed={pressed} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={run}>
      {label}
    </button>
  );
  return (
    <>
    <Bar role="toolbar" aria-label="Body formatting">
      {has('header') && (
        <select
          aria-label="Header"
          value={String(state.level)}
          onChange={(e) => {
            const level = Number(e.target.value) as 0 | 1 | 2 | 3;
            if (level === 0) chain().setParagraph().run();
            else chain().setHeading({ level }).run();
          }}
        >
          {HEADERS.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      )}
      {has('align') &&
        (Object.keys(ALIGN_NAMES) as (keyof typeof ALIGN_NAMES)[]).map((align) => (
          <span key={align}>{button(ALIGN_NAMES[align], <AlignIcon rows={ALIGN_ICONS[align]} />, () => chain().setTextAlign(align).run(), state.align === align)}</span>
        ))}
      <span className="sep" />
      {has('bold') && button('Bold', <b>B</b>, () => chain().toggleBold().run(), state.bold)}
      {has('italic') && button('Italic', <i style={{ fontFamily: 'Georgia, serif' }}>I</i>, () => chain().toggleItalic().run(), state.italic)}
      {has('link') && button('Link', 'Link', () => setDialog('link'), state.link, !state.selection && !state.link)}
      {has('list') && button('Bullet list', '• List', () => chain().toggleBulletList().run(), state.bullet)}
      {has('list') && button('Numbered list', '1. List', () => chain().toggleOrderedList().run(), state.ordered)}
      {has('image') && button('Image', 'Image', () => setDialog('image'))}
      {has('blockquote') && button('Blockquote', '❝', () => chain().toggleBlockquote().run(), state.quote)}
      <span className="sep" />
      {button('Undo', '↶', () => chain().undo().run(), undefined, !state.undo)}
      {button('Redo', '↷', () => chain().redo().run(), undefined, !state.redo)}
    </Bar>
      {dialog === 'link' && <LinkDialog editor={editor} onClose={() => setDialog(null)} />}
      {dialog === 'image' && <ImageDialog editor={editor} onClose={() => setDialog(null)} />}
    </>
  );
}
