import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { CONTRACT_TEMPLATE_MESSAGES, DOCUMENT_SNACKBARS } from '../../../shared/messages';
import { CONTRACT_TEMPLATE_FIELDS, type ContractTemplateKind } from '../../../shared/schemas/lease-periods';
import type { DocumentTemplateRow } from '../../../shared/types/documents';
import type { ManagerLeasePeriod } from '../../../shared/types/manager';
import { withDetail } from '../../api/error-details';
import { ApiError } from '../../api/errors';
import { Alert, CheckboxLabel, PrimaryButton } from '../../ui/form';
import { theme } from '../../ui/theme';
import { api } from '../api';
import { Dialog, SecondaryButton } from '../components/Dialog';
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

/** A refused choice says why (its field error); any other failure is the generic text with the server's detail. */
const failureText = (err: unknown) => (err instanceof ApiError && err.status === 400 ? err.message : withDetail(CONTRACT_TEMPLATE_MESSAGES.updateFailed, err));

type Props = { period: ManagerLeasePeriod; kind: ContractTemplateKind; onClose: () => void; onSaved: (p: ManagerLeasePeriod) => void };

/** Chooses the approved lease agreements a period uses for the tenant or for the guarantor. */
export function ContractTemplatesDialog({ period, kind, onClose, onSaved }: Props) {
  const { notify } = useManager();
  const field = CONTRACT_TEMPLATE_FIELDS[kind];
  const [templates, setTemplates] = useState<DocumentTemplateRow[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [chosen, setChosen] = useState<number[]>(period[field]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    documentsApi
      .templates()
      .then((all) => {
        if (!live) return;
        const leases = all.filter((t) => t.approved && t.type === 'Lease Agreement').sort((x, y) => x.name.localeCompare(y.name));
        setTemplates(leases);
        // Keep only what can still be chosen, so a save never sends an id the server refuses.
        setChosen((ids) => ids.filter((id) => leases.some((t) => t.id === id)));
      })
      .catch(() => {
        if (!live) return;
        notify({ tone: 'error', text: DOCUMENT_SNACKBARS.loadListFailed });
        setLoadFailed(true);
      });
    return () => {
      live = false;
    };
  }, [notify]);

  const save = async () => {
    setSaving(true);
    try {
      onSaved(await api.putLeasePeriod(period.id, { [field]: chosen }));
    } catch (err) {
      notify({ tone: 'error', text: failureText(err) });
      setSaving(false);
    }
  };

  const flip = (id: number) => setChosen(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);

  return (
    <Dialog
      title={`${TITLES[kind]}: ${period.name}`}
      onClose={onClose}
      footer={
        <>
          <SecondaryButton type="button" onClick={onClose}>
            Cancel
          </SecondaryButton>
          <PrimaryButton type="button" onClick={save} disabled={!templates || saving}>
            {saving ? 'Saving…' : 'Save'}
          </PrimaryButton>
        </>
      }
    >
      {loadFailed && <Alert tone="error">{DOCUMENT_SNACKBARS.loadListFailed}</Alert>}
      {!templates && !loadFailed && <p role="status">Loading lease agreements…</p>}
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
    </Dialog>
  );
}
