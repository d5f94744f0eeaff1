import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { SIGNATURE_TAGS, SIGNER_TONE, type SignatureTag } from '../../../../shared/documents/signature-tags';
import type { VariableKey } from '../../../../shared/documents/variables';
import type { ContentBlock } from '../../../../shared/types/documents';
import { theme } from '../../../ui/theme';

const Panel = styled.aside`
  display: grid;
  gap: 14px;
  align-content: start;
  section { background: #fff; border-radius: ${theme.radius}; box-shadow: ${theme.shadow}; padding: 14px 16px; }
  h2 { margin: 0 0 8px; font-size: 1rem; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
  li.block { width: 100%; display: flex; align-items: center; gap: 8px; justify-content: space-between; }
  li.block span { overflow-wrap: anywhere; font-size: 0.9rem; }
  button { font: inherit; font-size: 0.85rem; padding: 4px 9px; border-radius: 6px; cursor: pointer; border: 1px solid; }
  button:disabled { opacity: 0.45; cursor: default; }
  .variable { background: #E6F7FA; color: #0B5C69; border-color: #9CDDE8; }
  .tone-primary { background: #EDF2FF; color: #2343A8; border-color: ${theme.color.primary}; }
  .tone-warning { background: #FFF4E0; color: #7A4A00; border-color: ${theme.color.warning}; }
  .tone-success { background: #EEF9E7; color: #2F6B0E; border-color: ${theme.color.success}; }
  .insert-block { background: #F8F5FF; color: #5B3FA8; border-color: #D9CCF5; flex-shrink: 0; }
`;

const Menus = styled.div`
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  select { font: inherit; padding: 9px 10px; border-radius: ${theme.radius}; border: 1px solid #C9D1DB; background: #fff; width: 100%; }
`;

export type InsertPanelProps = {
  variables: [VariableKey, string][];
  /** Content blocks (lease agreements only); none shows no section. */
  blocks: ContentBlock[] | null;
  presentBlocks: ReadonlySet<number>;
  signatureTags: boolean;
  onVariable: (key: VariableKey) => void;
  onBlock: (id: number) => void;
  onSignatureTag: (tag: SignatureTag) => void;
};

// mousedown would take focus from the body; the item goes where the cursor was.
const keepFocus = (e: MouseEvent) => e.preventDefault();

/** The side panel of spec §2.2 on wide screens: Content Blocks, Variables and Signature tags, each inserted at the cursor. */
export function InsertPanel({ variables, blocks, presentBlocks, signatureTags, onVariable, onBlock, onSignatureTag }: InsertPanelProps) {
  return (
    <Panel aria-label="Insert">
      {blocks && blocks.length > 0 && (
        <section aria-label="Content Blocks">
          <h2>Content Blocks</h2>
          <ul>
            {blocks.map((block) => (
              <li key={block.id} className="block">
                <span>{block.name}</span>
                <button type="button" className="insert-block" aria-label={`Insert ${block.name}`} disabled={presentBlocks.has(block.id)} onMouseDown={keepFocus} onClick={() => onBlock(block.id)}>
                  Insert
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-label="Variables">
        <h2>Variables</h2>
        <ul>
          {variables.map(([key, name]) => (
            <li key={key}>
              <button type="button" className="variable" onMouseDown={keepFocus} onClick={() => onVariable(key)}>
                {name}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {signatureTags && (
        <section aria-label="Signature tags">
          <h2>Signature tags</h2>
          <ul>
            {SIGNATURE_TAGS.map((tag) => (
              <li key={tag.tag}>
                <button type="button" className={`tone-${SIGNER_TONE[tag.signer]}`} onMouseDown={keepFocus} onClick={() => onSignatureTag(tag)}>
                  {tag.label}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Panel>
  );
}

/** The same choices as drop-down menus on small screens. */
export function InsertMenus({ variables, blocks, presentBlocks, signatureTags, onVariable, onBlock, onSignatureTag }: InsertPanelProps) {
  return (
    <Menus>
      {blocks && blocks.length > 0 && (
        <select aria-label="Insert a content block" value="" onChange={(e) => e.target.value && onBlock(Number(e.target.value))}>
          <option value="">Content Blocks…</option>
          {blocks.map((block) => (
            <option key={block.id} value={block.id} disabled={presentBlocks.has(block.id)}>
              {block.name}
            </option>
          ))}
        </select>
      )}
      <select aria-label="Insert a variable" value="" onChange={(e) => e.target.value && onVariable(e.target.value as VariableKey)}>
        <option value="">Variables…</option>
        {variables.map(([key, name]) => (
          <option key={key} value={key}>
            {name}
          </option>
        ))}
      </select>
      {signatureTags && (
        <select aria-label="Insert a signature tag" value="" onChange={(e) => e.target.value && onSignatureTag(SIGNATURE_TAGS[Number(e.target.value)]!)}>
          <option value="">Signature tags…</option>
          {SIGNATURE_TAGS.map((tag, i) => (
            <option key={tag.tag} value={i}>
              {tag.label}
            </option>
          ))}
        </select>
      )}
    </Menus>
  );
}
