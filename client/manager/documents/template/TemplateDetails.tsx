import { approvalStatus } from '../../../../shared/approval';
import { styled } from 'styled-components';
import type { DocumentTemplate } from '../../../../shared/types/documents';
import { theme } from '../../../ui/theme';
import { formatDateTime } from '../../components/date-time';

const Card = styled.section`
  background: #fff;
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 16px 18px;
  h2 { margin: 0 0 10px; font-size: 1rem; }
  dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; font-size: 0.9rem; }
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** The Template Details card (spec §2.2): its name, status, who created it and when, who approved it and when. */
export function TemplateDetails({ template }: { template: DocumentTemplate }) {
  return (
    <Card aria-label="Template Details">
      <h2>Template Details</h2>
      <dl>
        <dt>Name</dt>
        <dd>{template.name}</dd>
        <dt>Status</dt>
        <dd>{approvalStatus(template)}</dd>
        <dt>Created by</dt>
        <dd>{template.created_by}</dd>
        <dt>Created</dt>
        <dd>{formatDateTime(template.created_at)}</dd>
        {template.approved && (
          <>
            <dt>Approved by</dt>
            <dd>{template.approved_by}</dd>
            <dt>Approved</dt>
            <dd>{template.approved_at ? formatDateTime(template.approved_at) : ''}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}
