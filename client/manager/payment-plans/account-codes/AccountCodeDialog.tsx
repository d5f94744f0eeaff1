import { useState, type FormEvent } from 'react';
import { ACCOUNT_CODE_MESSAGES } from '../../../../shared/messages';
import { LEDGER_TYPES, SETTINGS_DIALOG_RESET_MS } from '../../../../shared/payment-plans/constants';
import { AccountCodeSchema } from '../../../../shared/payment-plans/schema';
import type { AccountCode } from '../../../../shared/payment-plans/types';
import { withDetail } from '../../../api/error-details';
import { fieldMessages } from '../../../api/errors';
import { TextField } from '../../../ui/form';
import { fieldErrors, type Errors } from '../../../ui/form-state';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/SelectField';
import { useManager } from '../../context';
import { accountCodesApi } from './account-codes-api';

export type AccountCodeDialogMode = { kind: 'new' } | { kind: 'edit'; code: AccountCode };

type Props = {
  mode: AccountCodeDialogMode;
  closing: boolean;
  onClose: () => void;
  onSaved: (code: AccountCode, created: boolean) => void;
};

const FORM_ID = 'account-code-dialog';
const NAME_MAX = AccountCodeSchema.shape.name.maxLength ?? 100;

function changedFields(code: AccountCode, next: { name: string; type: AccountCode['type'] }): Partial<typeof next> {
  return { ...(next.name !== code.name && { name: next.name }), ...(next.type !== code.type && { type: next.type }) };
}

/** 'Add Account Code' or 'Edit Account Code': a name and a ledger type. */
export function AccountCodeDialog({ mode, closing, onClose, onSaved }: Props) {
  const { notify } = useManager();
  const editing = mode.kind === 'edit';
  const [name, setName] = useState(editing ? mode.code.name : '');
  const [type, setType] = useState<string>(editing ? mode.code.type : '');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (closing || saving) return;
    const parsed = AccountCodeSchema.safeParse({ name, type: type || undefined });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    // An edit sends only what changed: a type that ledger entries use may stay, but not change.
    const changes = mode.kind === 'edit' ? changedFields(mode.code, parsed.data) : null;
    if (changes && !Object.keys(changes).length) return onClose();
    setSaving(true);
    try {
      if (mode.kind === 'edit') onSaved(await accountCodesApi.update(mode.code.id, { ...changes, version: mode.code.version }), false);
      else onSaved(await accountCodesApi.create(parsed.data), true);
    } catch (err) {
      // The server's field errors (a name in use, a type its entries forbid) show under their fields.
      const fields = fieldMessages(err);
      if (Object.keys(fields).length) setErrors(fields);
      else notify({ tone: 'error', text: withDetail(ACCOUNT_CODE_MESSAGES.saveFailed, err) });
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={editing ? 'Edit Account Code' : 'Add Account Code'}
      closing={closing}
      fadeMs={SETTINGS_DIALOG_RESET_MS}
      onClose={onClose}
      formId={FORM_ID}
      onSubmit={save}
      saving={saving}
      submitLabel={editing ? 'Save' : 'Add'}
      errors={errors}
      shownFields={['name', 'type']}
    >
      <TextField label="Name" name="name" idPrefix="code-" value={name} onValue={setName} error={errors.name} maxLength={NAME_MAX} autoComplete="off" />
      <SelectField label="Type" name="type" idPrefix="code-" value={type} onValue={setType} error={errors.type}>
        <option value="">Choose a type</option>
        {LEDGER_TYPES.map((t) => (
          <option key={t}>{t}</option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
