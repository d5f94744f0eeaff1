import { useState } from 'react';
import { withDetail } from '../../../api/error-details';
import { DOCUMENT_SNACKBARS } from '../../../../shared/messages';
import type { DocumentTemplate } from '../../../../shared/types/documents';
import { useManager } from '../../context';
import { documentsApi } from '../documents-api';

/** Final Approval (spec §4): lease agreements only, recorded with the caller's name and the time. */
export function useApproval(template: DocumentTemplate, onApproved: (template: DocumentTemplate) => void) {
  const { notify, canWrite } = useManager();
  const [busy, setBusy] = useState(false);
  const available = canWrite && template.type === 'Lease Agreement' && !template.approved;
  const approve = async () => {
    setBusy(true);
    try {
      const approved = await documentsApi.approveTemplate(template.id);
      notify({ tone: 'success', text: DOCUMENT_SNACKBARS.approved });
      onApproved(approved);
    } catch (err) {
      notify({ tone: 'error', text: withDetail(DOCUMENT_SNACKBARS.approveFailed, err) });
    } finally {
      setBusy(false);
    }
  };
  return { available, busy, approve };
}
