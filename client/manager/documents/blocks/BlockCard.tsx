import { useLayoutEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { renderDocument } from '../../../../shared/documents/render';
import type { ContentBlock } from '../../../../shared/types/documents';
import { theme } from '../../../ui/theme';
import { SecondaryButton } from '../../components/Dialog';
import { documentCss } from '../document-css';
import { formatDateTime } from '../../components/date-time';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px 18px;
  background: #fff;
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  min-width: 0;
  header { display: grid; gap: 2px; }
  h2 { margin: 0; font-size: 1.05rem; overflow-wrap: anywhere; }
  .updated { font-size: 0.8rem; color: ${theme.color.muted}; }
  .preview {
    flex: 1;
    max-height: 7.6em;
    overflow: hidden;
    font-size: 0.92rem;
    color: #3A4556;
    ${documentCss}
    line-height: 1.5;
    h1, h2, h3 { font-size: 1em; margin: 0 0 0.4em; }
    p, ul, ol, blockquote { margin-bottom: 0.4em; }
    ul, ol { padding-left: 1.3em; }
  }
  /* A long text fades out instead of ending mid-line. */
  .preview[data-clamped] { mask-image: linear-gradient(to bottom, #000 65%, transparent); }
  .actions { display: flex; gap: 8px; justify-content: flex-end; }
  .actions button { padding: 7px 14px; font-size: 0.9rem; }
  .actions .delete { color: #A3124B; border-color: #F1C6D6; }
`;

/** One block: its name, when it last changed, the start of its text as it renders, and Edit and Delete for managers. */
export function BlockCard({ block, canWrite, onEdit, onDelete }: { block: ContentBlock; canWrite: boolean; onEdit: () => void; onDelete: () => void }) {
  const preview = useRef<HTMLDivElement>(null);
  const [clamped, setClamped] = useState(false);
  const html = renderDocument(block.body);
  useLayoutEffect(() => {
    const el = preview.current;
    if (el) setClamped(el.scrollHeight > el.clientHeight + 1);
  }, [html]);
  const headingId = `block-${block.id}-name`;
  return (
    <Card data-testid="content-block" aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{block.name}</h2>
        <span className="updated">
          Updated <time dateTime={block.updated_at}>{formatDateTime(block.updated_at)}</time>
        </span>
      </header>
      {/* renderDocument escapes every text and keeps only safe links, so its HTML can be set as is. */}
      <div className="preview" ref={preview} data-testid="content-block-preview" data-clamped={clamped || undefined} dangerouslySetInnerHTML={{ __html: html }} />
      {canWrite && (
        <div className="actions">
          <SecondaryButton type="button" aria-label={`Edit ${block.name}`} onClick={onEdit}>
            Edit
          </SecondaryButton>
          <SecondaryButton type="button" className="delete" aria-label={`Delete ${block.name}`} onClick={onDelete}>
            Delete
          </SecondaryButton>
        </div>
      )}
    </Card>
  );
}
