import { styled } from 'styled-components';
import { renderDocument } from '../../../../shared/documents/render';
import type { ScheduleTable } from '../../../../shared/documents/schedule-table';
import type { DocNode } from '../../../../shared/documents/types';
import type { VariableKey } from '../../../../shared/documents/variables';
import { theme } from '../../../ui/theme';
import { documentCss } from '../document-css';

const Paper = styled.div`
  background: #fff;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 20px 24px;
  min-height: 240px;
  ${documentCss}
  @media (max-width: 600px) { padding: 14px; }
`;

type DocumentViewProps = { body: DocNode; values?: Partial<Record<VariableKey, string>>; schedule?: ScheduleTable; blockBody: (id: number) => DocNode | undefined; label: string };

/** A body as the renderer writes it (the previewer never downloads the editor); with a schedule, the Payment Schedule variable prints as its table. */
export function DocumentView({ body, values, schedule, blockBody, label }: DocumentViewProps) {
  // renderDocument escapes every text and keeps only safe links and images, so its HTML can be set as is.
  return <Paper role="document" aria-label={label} data-testid="document-view" dangerouslySetInnerHTML={{ __html: renderDocument(body, { values, schedule, blockBody }) }} />;
}
