import { useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { DOCUMENT_SNACKBARS } from '../../../../shared/messages';
import type { ContentBlock } from '../../../../shared/types/documents';
import { StackList } from '../../../ui/StackList';
import { PrimaryButton } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { Loading, useLoad } from '../../components/use-load';
import { useManager } from '../../context';
import { documentsApi } from '../documents-api';
import { BlockCard } from './BlockCard';
import { BlockEditorDialog } from './BlockEditorDialog';
import { byName } from './by-name';
import { DeleteBlockDialog } from './DeleteBlockDialog';

const Head = styled.header`
  display: grid;
  gap: 8px;
  margin-bottom: 18px;
  .back { justify-self: start; color: ${theme.color.action}; font-weight: 600; text-decoration: none; }
  .back:hover { text-decoration: underline; }
  .title { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 10px 16px; }
  h1 { margin: 0; font-size: 1.4rem; }
  p { margin: 0; color: ${theme.color.muted}; max-width: 70ch; }
`;

const Cards = styled(StackList)`
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
`;

type Open = { kind: 'edit'; block: ContentBlock | null } | { kind: 'delete'; block: ContentBlock } | null;

/** The company's content blocks: the passages lease agreements insert. Managers write them; maintenance staff read. */
export function ContentBlocksScreen() {
  const { notify, canWrite } = useManager();
  const [open, setOpen] = useState<Open>(null);
  const load = useLoad('content-blocks', (signal) => documentsApi.contentBlocks(signal), { onFailed: () => notify({ tone: 'error', text: DOCUMENT_SNACKBARS.blocksFailed }) });

  const saved = (block: ContentBlock) => {
    load.update((rows) => [...rows.filter((b) => b.id !== block.id), block].sort(byName));
    setOpen(null);
  };
  const deleted = (id: number) => {
    load.update((rows) => rows.filter((b) => b.id !== id));
    setOpen(null);
  };

  return (
    <>
      <Head>
        <Link className="back" to="/settings/document-templates">
          ← Back to Document Templates
        </Link>
        <div className="title">
          <h1>Content Blocks</h1>
          {canWrite && (
            <PrimaryButton type="button" onClick={() => setOpen({ kind: 'edit', block: null })}>
              New Content Block
            </PrimaryButton>
          )}
        </div>
        <p>Passages of rich text that lease agreements insert from the editor’s side panel. A block used by an approved lease agreement can no longer be changed or deleted.</p>
      </Head>
      <Loading load={load} busy="Loading content blocks…" failed={DOCUMENT_SNACKBARS.blocksFailed}>
        {(blocks) =>
          blocks.length === 0 ? (
            <p>There are no content blocks yet.{canWrite && ' Write one with New Content Block.'}</p>
          ) : (
            <Cards aria-label="Content blocks">
              {blocks.map((block) => (
                <BlockCard key={block.id} block={block} canWrite={canWrite} onEdit={() => setOpen({ kind: 'edit', block })} onDelete={() => setOpen({ kind: 'delete', block })} />
              ))}
            </Cards>
          )
        }
      </Loading>
      {open?.kind === 'edit' && <BlockEditorDialog block={open.block} onClose={() => setOpen(null)} onSaved={saved} />}
      {open?.kind === 'delete' && <DeleteBlockDialog block={open.block} onClose={() => setOpen(null)} onDeleted={deleted} />}
    </>
  );
}
