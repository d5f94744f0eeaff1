import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { DocumentTemplate } from '../../../../shared/types/documents';
import { theme } from '../../../ui/theme';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-bottom: 16px;
  h1 { margin: 0; font-size: 1.4rem; }
  .chip { padding: 3px 10px; border-radius: 999px; background: #EEF9E7; color: #2F6B0E; border: 1px solid ${theme.color.success}; font-size: 0.8rem; font-weight: 700; }
  .actions { margin-left: auto; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
`;

const Columns = styled.div`
  display: grid;
  gap: 18px;
  grid-template-columns: minmax(0, 1fr) 300px;
  align-items: start;
  .main { display: grid; gap: 14px; min-width: 0; }
  .side { display: grid; gap: 14px; position: sticky; top: 12px; max-height: calc(100vh - 24px); overflow: auto; }
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
    .side { position: static; max-height: none; }
  }
`;

/** The screen's frame in both modes: headline ('Edit' or 'Preview' and the type), the Approved chip, actions, the body and the side column. */
export function TemplateLayout({ template, editing, actions, children, side }: { template: DocumentTemplate; editing: boolean; actions: ReactNode; children: ReactNode; side: ReactNode }) {
  return (
    <>
      <Head>
        <h1>
          {editing ? 'Edit' : 'Preview'} {template.type}
        </h1>
        {template.approved && <span className="chip">Approved</span>}
        <div className="actions">{actions}</div>
      </Head>
      <Columns>
        <div className="main">{children}</div>
        <div className="side">{side}</div>
      </Columns>
    </>
  );
}
