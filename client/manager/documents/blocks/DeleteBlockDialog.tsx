import { useState } from 'react';
import { styled } from 'styled-components';
import { CONTENT_BLOCK_MESSAGES } from '../../../../shared/messages';
import type { ContentBlock } from '../../../../shared/types/documents';
import { errorDetail, withDetail } from '../../../api/error-details';
import { ApiError } from '../../../../shared/api-errors';
import { Alert } from '../../../ui/form';
import { FormDialog } from '../../components/FormDialog';
import { useSubmit } from '../../components/use-submit';
import { useManager } from '../../context';
import { documentsApi } from '../documents-api';

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
  const [refusal, setRefusal] = useState<string | null>(null);
  const refused = (err: unknown) => {
    if (!(err instanceof ApiError && err.status === 409)) return false;
    notify({ tone: 'error', text: withDetail(CONTENT_BLOCK_MESSAGES.deleteFailed, err) });
    setRefusal(errorDetail(err) ?? CONTENT_BLOCK_MESSAGES.deleteFailed);
    return true;
  };
  const submission = useSubmit({ failed: CONTENT_BLOCK_MESSAGES.deleteFailed, refused });
  const remove = submission.submit(
    () => ({ send: () => documentsApi.deleteContentBlock(block.id) }),
    () => {
      notify({ tone: 'success', text: CONTENT_BLOCK_MESSAGES.deleted });
      onDeleted(block.id);
    },
  );

  return (
    <FormDialog title="Delete Content Block" onClose={onClose} submission={submission} onSubmit={remove} submitLabel="Delete" busyLabel="Deleting…" danger closeOnly={!!refusal}>
      {refusal ? (
        <Alert tone="error">{refusal}</Alert>
      ) : (
        <Question>
          Delete <strong>{block.name}</strong>? Draft templates that insert it will show nothing in its place. This cannot be undone.
        </Question>
      )}
    </FormDialog>
  );
}
