import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { styled } from 'styled-components';
import { theme } from '../../../ui/theme';
import type { RichTextProps } from './RichTextEditor';

const Box = styled.div`
  border: 1px solid #C9D1DB;
  border-radius: ${theme.radius};
  background: #fff;
  .toolbar { display: flex; flex-wrap: wrap; gap: 4px; padding: 6px; border-bottom: 1px solid ${theme.color.border}; }
  .toolbar button { font: inherit; min-width: 34px; height: 32px; padding: 0 8px; border-radius: 6px; border: 1px solid transparent; background: none; cursor: pointer; }
  .toolbar button[aria-label='Bold'] { font-weight: 800; }
  .toolbar button[aria-label='Italic'] { font-style: italic; font-family: Georgia, serif; }
  .toolbar button[aria-pressed='true'] { background: #E8EEFE; border-color: #C5D3FB; color: ${theme.color.action}; }
  .tiptap { min-height: 180px; padding: 10px 14px; outline: none; line-height: 1.55; }
  .tiptap:focus-visible { box-shadow: inset 0 0 0 2px ${theme.color.action}; border-radius: 0 0 ${theme.radius} ${theme.radius}; }
  .tiptap p { margin: 0 0 0.7em; }
  .label { display: block; font-weight: 600; font-size: 0.9rem; margin-bottom: 6px; }
`;

/** The tiptap editor behind RichTextEditor (loaded on demand). */
export default function TiptapEditor({ label, value, onChange, readOnly }: RichTextProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } })],
    content: value,
    editable: !readOnly,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const url = window.prompt('Link address (https://…)', previous ?? 'https://');
    if (url === null) return;
    if (!url.trim()) chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };
  const tools: [string, string, boolean, () => void][] = [
    ['B', 'Bold', active.bold, () => chain().toggleBold().run()],
    ['I', 'Italic', active.italic, () => chain().toggleItalic().run()],
    ['H', 'Heading', active.heading, () => chain().toggleHeading({ level: 3 }).run()],
    ['• List', 'Bullet list', active.bullet, () => chain().toggleBulletList().run()],
    ['1. List', 'Numbered list', active.ordered, () => chain().toggleOrderedList().run()],
    ['Link', 'Link', active.link, setLink],
  ];
  return (
    <div>
      <span className="label" style={{ display: 'block', fontWeight: 600, fontSize: '0.9rem', marginBottom: 6 }}>
        {label}
      </span>
      <Box>
        {!readOnly && (
          <div className="toolbar" role="toolbar" aria-label={`${label} formatting`}>
            {tools.map(([text, name, pressed, run]) => (
              // mousedown would move focus off the text; keeping it there means typing goes on at once.
              <button key={name} type="button" aria-label={name} title={name} aria-pressed={pressed} onMouseDown={(e) => e.preventDefault()} onClick={run}>
                {text}
              </button>
            ))}
          </div>
        )}
        <EditorContent editor={editor} />
      </Box>
    </div>
  );
}
