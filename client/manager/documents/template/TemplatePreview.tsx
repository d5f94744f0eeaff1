import { canEdit } from '../../../../shared/approval';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatShortDate } from '../../../../shared/dates';
import { fillSubject } from '../../../../shared/documents/render';
import { sampleValues } from '../../../../shared/documents/variables';
import { MONEY_SAMPLE_NOTE } from '../../../../shared/leases/lease-money';
import { sampleSchedule } from '../../../../shared/leases/lease-schedule';
import { CheckboxLabel, PrimaryButton } from '../../../ui/form';
import { ApprovalConfirm } from '../../components/ApprovalConfirm';
import { SecondaryButton } from '../../components/Dialog';
import { useManager } from '../../context';
import { DocumentView } from './DocumentView';
import { TemplateDetails } from './TemplateDetails';
import { TemplateLayout } from './TemplateLayout';
import type { Loaded } from './TemplateScreen';
import { useApproval } from './use-approval';
import type { DocumentTemplate } from '../../../../shared/types/documents';

const SAMPLES = sampleValues();
// A message writes its days as a sentence does ('Aug 20, 2027'); a lease writes them in full.
const MESSAGE_SAMPLES = sampleValues(formatShortDate);
const SAMPLE_SCHEDULE = sampleSchedule();

/** Read-only mode: the body as the renderer writes it, optionally with the catalog's sample values. */
export function TemplatePreview({ loaded, onChange }: { loaded: Loaded; onChange: (template: DocumentTemplate) => void }) {
  const { template, blocks } = loaded;
  const { canWrite } = useManager();
  const navigate = useNavigate();
  const [samples, setSamples] = useState(false);
  const approval = useApproval(template, onChange);
  const blockBody = (id: number) => blocks.find((b) => b.id === id)?.body;
  const values = !samples ? undefined : template.type === 'Lease Agreement' ? SAMPLES : MESSAGE_SAMPLES;
  return (
    <TemplateLayout
      template={template}
      editing={false}
      actions={
        <>
          <CheckboxLabel>
            <input type="checkbox" checked={samples} onChange={(e) => setSamples(e.target.checked)} />
            Preview with sample data
          </CheckboxLabel>
          {canEdit(template, canWrite) && (
            <SecondaryButton type="button" onClick={() => navigate(`/settings/document-templates/${template.id}/edit`)}>
              Edit
            </SecondaryButton>
          )}
          {approval.available && (
            <PrimaryButton type="button" disabled={approval.busy} onClick={approval.approve}>
              Final Approval
            </PrimaryButton>
          )}
        </>
      }
      side={<TemplateDetails template={template} />}
    >
      <p style={{ margin: 0 }}>
        <strong>Template Name:</strong> {template.name}
      </p>
      {template.type === 'Email Template' && (
        <p style={{ margin: 0 }}>
          <strong>Email Subject:</strong> {fillSubject(template.subject, values)}
        </p>
      )}
      {samples && template.type === 'Lease Agreement' && <p style={{ margin: 0 }}>{MONEY_SAMPLE_NOTE}</p>}
      <DocumentView label="Template Body" body={template.body} values={values} schedule={samples ? SAMPLE_SCHEDULE : undefined} blockBody={blockBody} />
      <ApprovalConfirm approval={approval} />
    </TemplateLayout>
  );
}
