import { styled } from 'styled-components';
import { BLOCK_TITLES, BLOCKS_WITHOUT_CONTENT } from '../../../../shared/block-titles';
import { theme } from '../../../ui/theme';
import { updateBlock, type BlockDraft } from '../save/block-drafts';

/** The block's heading as visitors see it (drafts only hold the spec's block names). */
export const blockLabel = (name: string) => BLOCK_TITLES[name as keyof typeof BLOCK_TITLES];

const Table = styled.div`
  display: grid;
  gap: 10px;
  .row { display: grid; grid-template-columns: minmax(150px, 1fr) auto minmax(0, 2fr); gap: 12px; align-items: center; padding: 8px 0; border-bottom: 1px solid ${theme.color.border}; }
  .name { font-weight: 600; }
  .name small { display: block; font-weight: 400; font-size: 0.8rem; color: ${theme.color.muted}; }
  label.visible { display: flex; align-items: center; gap: 6px; font-size: 0.9rem; }
  input[type='checkbox'] { width: 18px; height: 18px; accent-color: ${theme.color.action}; }
  input[type='text'] { font: inherit; padding: 8px 10px; border: 1px solid #C9D1DB; border-radius: ${theme.radius}; width: 100%; }
  @media (max-width: ${theme.breakpoint.sm}) { .row { grid-template-columns: 1fr auto; } .row input[type='text'] { grid-column: 1 / -1; } }
`;

/** The webpage model: each block's visibility and description. */
export function BlockAttrsEditor<N extends string>({ drafts, onChange, canWrite }: { drafts: BlockDraft<N>[]; onChange: (drafts: BlockDraft<N>[]) => void; canWrite: boolean }) {
  return (
    <Table>
      {drafts.map((d) => (
        <div className="row" key={d.block_name} data-testid="block-row">
          <span className="name">
            {blockLabel(d.block_name)}
            {BLOCKS_WITHOUT_CONTENT.includes(d.block_name) && <small>Empty on this site: it has no posts</small>}
          </span>
          <label className="visible">
            <input type="checkbox" checked={d.visibility} disabled={!canWrite} onChange={(e) => onChange(updateBlock(drafts, d.block_name, { visibility: e.target.checked }))} />
            Visible
          </label>
          <input
            type="text"
            aria-label={`${blockLabel(d.block_name)} description`}
            placeholder="Description"
            value={d.description}
            readOnly={!canWrite}
            maxLength={500}
            onChange={(e) => onChange(updateBlock(drafts, d.block_name, { description: e.target.value }))}
          />
        </div>
      ))}
    </Table>
  );
}
