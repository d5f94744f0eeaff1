import { useState } from 'react';
import { ACCOUNT_CODE_MESSAGES } from '../../../../shared/messages';
import { LEDGER_TYPES } from '../../../../shared/payment-plans/constants';
import { AccountCodeSchema } from '../../../../shared/payment-plans/schema';
import type { AccountCode } from '../../../../shared/payment-plans/types';
import { TextField } from '../../../ui/form';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/SelectField';
import { checked, useSubmit } from '../../components/use-submit';
import { accountCodesApi } from './account-codes-api';

export type AccountCodeDialogMode = { kind: 'new' } | { kind: 'edit'; code: AccountCode };

type Props = {
  mode: AccountCodeDialogMode;
  closing: boolean;
  onClose: () => void;
  onSaved: (code: AccountCode, created: boolean) => void;
};

const NAME_MAX = AccountCodeSchema.shape.name.maxLength ?? 100;

function changedFields(code: AccountCode, next: { name: string; type: AccountCode['type'] }): Partial<typeof next> {
  return { ...(next.name !== code.name && { name: next.name }), ...(next.type !== code.type && { type: next.type }) };
}

/** 'Add Account Code' or 'Edit Account Code': a name and a ledger type. */
export function AccountCodeDialog({ mode, closing, onClose, onSaved }: Props) {
  const editing = mode.kind === 'edit';
  const [name, setName] = useState(editing ? mode.code.name : '');
  const [type, setType] = useState<string>(editing ? mode.code.type : '');
  // The server's field errors (a name in use, a type its entries forbid) show under their fields.
  const submission = useSubmit({ closing, failed: ACCOUNT_CODE_MESSAGES.saveFailed });
  const { errors } = submission;

  const save = submission.submit(
    () =>
      checked(AccountCodeSchema, { name, type: type || undefined }, async (body) => {
        if (mode.kind === 'new') return { code: await accountCodesApi.create(body), created: true };
        // An edit sends only what changed: a type that ledger entries use may stay, but not change.
        const changes = changedFields(mode.code, body);
        return { code: Object.keys(changes).length ? await accountCodesApi.update(mode.code.id, { ...changes, version: mode.code.version }) : null, created: false };
      }),
    ({ code, created }) => (code ? onSaved(code, created) : onClose()),
  );

  return (
    <FormDialog title={editing ? 'Edit Account Code' : 'Add Account Code'} closing={closing} onClose={onClose} submission={submission} onSubmit={save} submitLabel={editing ? 'Save' : 'Add'} shownFields={['name', 'type']}>
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
