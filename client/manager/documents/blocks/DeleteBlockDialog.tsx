import { useState } from 'react';
import { styled } from 'styled-components';
import { CONTENT_BLOCK_MESSAGES } from '../../../../shared/messages';
import type { ContentBlock } from '../../../../shared/types/documents';
import { errorDetail, withDetail } from '../../../api/error-details';
import { ApiError } from '../../../api/errors';
import { Alert, PrimaryButton } from '../../../ui/form';
import { Dialog, SecondaryButton } from '../../components/Dialog';
import { useManager } from '../../context';
import { documentsApi } from '../documents-api';

const DangerButton = styled(PrimaryButton)`
  background: #B0144F;
`;

const Question = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/**
 * Asks before deleting a block. A refusal (409: an approved lease inserts it) is explained here and
 * the block stays; drafts that inserted a deleted block show nothing in its place until edited.
 */
export function DeleteBlockDialog({ block, onClose, onDeleted }: { block: ContentBlock; onClose: () => void; onDeleted: (id: number) => void }) {
  const { notify } = useManager();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const remove = async () => {
    setBusy(true);
    try {
      await documentsApi.deleteContentBlock(block.id);
      notify({ tone: 'success', text: CONTENT_BLOCK_MESSAGES.deleted });
      onDeleted(block.id);
    } catch (err) {
      notify({ tone: 'error', text: withDetail(CONTENT_BLOCK_MESSAGES.deleteFailed, err) });
      if (err instanceof ApiError && err.status === 409) setRefusal(errorDetail(err) ?? CONTENT_BLOCK_MESSAGES.deleteFailed);
      setBusy(false);
    }
  };

  return (
    <Dialog
      title="Delete Content Block"
      onClose={onClose}
      footer={
        refusal ? (
          <SecondaryButton type="button" onClick={onClose}>
            Close
          </SecondaryButton>
        ) : (
          <>
            <SecondaryButton type="button" onClick={onClose}>
              Cancel
            </SecondaryButton>
            <DangerButton type="button" disabled={busy} onClick={() => void remove()}>
              {busy ? 'Deleting…' : 'Delete'}
            </DangerButton>
          </>
        )
      }
    >
      {refusal ? (
        <Alert tone="error">{refusal}</Alert>
      ) : (
        <Question>
          Delete <strong>{block.name}</strong>? Draft templates that insert it will show nothing in its place. This cannot be undone.
        </Question>
      )}
    </Dialog>
  );
}
