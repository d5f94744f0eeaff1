import { DOCUMENT_SNACKBARS } from '../../../../shared/messages';
import type { DocumentTemplate } from '../../../../shared/types/documents';
import { useFinalApproval } from '../../components/use-final-approval';
import { documentsApi } from '../documents-api';

/** Final Approval of a template: lease agreements only. */
export const useApproval = (template: DocumentTemplate, onApproved: (template: DocumentTemplate) => void) =>
  useFinalApproval('document-template', template, () => documentsApi.approveTemplate(template.id), DOCUMENT_SNACKBARS, onApproved, template.type === 'Lease Agreement');
