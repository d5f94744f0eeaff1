import { useState } from 'react';
import { styled } from 'styled-components';
import { CONTRACT_TEMPLATE_MESSAGES, DOCUMENT_SNACKBARS } from '../../../shared/messages';
import { CONTRACT_TEMPLATE_FIELDS, type ContractTemplateKind } from '../../../shared/schemas/lease-periods';
import type { ManagerLeasePeriod } from '../../../shared/types/manager';
import { ApiError } from '../../../shared/api-errors';
import { Alert, CheckboxLabel } from '../../ui/form';
import { theme } from '../../ui/theme';
import { api } from '../api';
import { FormDialog } from '../components/FormDialog';
import { useLoad } from '../components/use-load';
import { useSubmit } from '../components/use-submit';
import { useManager } from '../context';
import { documentsApi } from '../documents/documents-api';

const TITLES: Record<ContractTemplateKind, string> = { tenant: 'Contract Templates', guarantor: 'Guarantor Contract Templates' };

const List = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 10px;
  legend { font-weight: 600; margin-bottom: 8px; }
  label { align-items: flex-start; overflow-wrap: anywhere; }
  small { display: block; color: ${theme.color.muted}; font-size: 0.8rem; }
`;

type Props = { period: ManagerLeasePeriod; kind: ContractTemplateKind; onClose: () => void; onSaved: (p: ManagerLeasePeriod) => void };

/** Chooses the approved lease agreements a period uses for the tenant or for the guarantor. */
export function ContractTemplatesDialog({ period, kind, onClose, onSaved }: Props) {
  const { notify } = useManager();
  const field = CONTRACT_TEMPLATE_FIELDS[kind];
  const [chosen, setChosen] = useState<number[]>(period[field]);
  const load = useLoad('lease-agreements', async (signal) => (await documentsApi.templates(signal)).filter((t) => t.approved && t.type === 'Lease Agreement').sort((x, y) => x.name.localeCompare(y.name)), {
    onFailed: () => notify({ tone: 'error', text: DOCUMENT_SNACKBARS.loadListFailed }),
    // Keep only what can still be chosen, so a save never sends an id the server refuses.
    onLoaded: (leases) => setChosen((ids) => ids.filter((id) => leases.some((t) => t.id === id))),
  });
  const templates = load.data;
  // A refused choice says why (its field error) in the snackbar; any other failure is the generic text with the server's detail.
  const submission = useSubmit({ failed: CONTRACT_TEMPLATE_MESSAGES.updateFailed, refused: (err) => err instanceof ApiError && err.status === 400 && (notify({ tone: 'error', text: err.message }), true) });
  const save = submission.submit(() => ({ send: () => api.putLeasePeriod(period.id, { [field]: chosen }) }), onSaved);

  const flip = (id: number) => setChosen(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);

  return (
    <FormDialog title={`${TITLES[kind]}: ${period.name}`} onClose={onClose} submission={submission} onSubmit={save} submitLabel="Save" submitDisabled={!templates}>
      {load.failed && <Alert tone="error">{DOCUMENT_SNACKBARS.loadListFailed}</Alert>}
      {!load.loaded && <p role="status">Loading lease agreements…</p>}
      {templates?.length === 0 && <Alert tone="info">{CONTRACT_TEMPLATE_MESSAGES.noneApproved}</Alert>}
      {!!templates?.length && (
        <List>
          <legend>Approved lease agreements</legend>
          {templates.map((t) => (
            <CheckboxLabel key={t.id}>
              <input type="checkbox" checked={chosen.includes(t.id)} onChange={() => flip(t.id)} />
              <span>
                {t.name}
                {t.approved_by && <small>Approved by {t.approved_by}</small>}
              </span>
            </CheckboxLabel>
          ))}
        </List>
      )}
    </FormDialog>
  );
}
