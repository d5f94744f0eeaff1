import { useMemo } from 'react';
import { styled } from 'styled-components';
import { ACCOUNT_CODE_MESSAGES } from '../../../../shared/messages';
import { SETTINGS_DIALOG_RESET_MS } from '../../../../shared/payment-plans/constants';
import type { AccountCode } from '../../../../shared/payment-plans/types';
import { PrimaryButton } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { ScreenBar, ScreenIntro } from '../../components/ScreenBar';
import { useManager } from '../../context';
import { EditIcon } from '../../components/icons';
import { useFadingDialog } from '../../components/use-fading-dialog';
import { useLoad } from '../../components/use-load';
import { AccountCodeDialog, type AccountCodeDialogMode } from './AccountCodeDialog';
import { accountCodesApi } from './account-codes-api';
import { codesByType } from './by-type';

const Bar = styled(ScreenBar)`
  @media (max-width: 600px) { h1 { flex-basis: 100%; } button { flex: 1 1 auto; } }
`;

const Groups = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  align-items: start;
`;

const Group = styled.section`
  background: #fff;
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  h2 { margin: 0; padding: 14px 16px; font-size: 1rem; border-bottom: 1px solid ${theme.color.border}; display: flex; justify-content: space-between; }
  h2 span { color: ${theme.color.muted}; font-weight: 400; }
  ul { list-style: none; margin: 0; padding: 4px 0; }
  li { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 42px; padding: 0 8px 0 16px; }
  li + li { border-top: 1px solid ${theme.color.border}; }
  li span { overflow-wrap: anywhere; }
  p { margin: 0; padding: 12px 16px; color: ${theme.color.muted}; }
  button { flex: none; display: grid; place-items: center; width: 32px; height: 32px; padding: 0; border: 0; border-radius: 6px; background: none; color: ${theme.color.action}; cursor: pointer; }
  button:hover, button:focus-visible { background: #E8EEFF; }
`;

const NONE: AccountCode[] = [];

/** The company's account codes per ledger type (Charge, Deposit, Fee, Credit): add, rename, retype. */
export function AccountCodesScreen() {
  const { canWrite, notify } = useManager();
  const { dialog, open, close } = useFadingDialog<AccountCodeDialogMode>(SETTINGS_DIALOG_RESET_MS);
  const load = useLoad('account-codes', (signal) => accountCodesApi.list(signal), { onFailed: () => notify({ tone: 'error', text: ACCOUNT_CODE_MESSAGES.loadFailed }) });
  const { loaded } = load;
  const codes = load.data ?? NONE;

  const groups = useMemo(() => codesByType(codes), [codes]);

  const saved = (code: AccountCode, created: boolean) => {
    load.update((all) => (created ? [...all, code] : all.map((c) => (c.id === code.id ? code : c))));
    notify({ tone: 'success', text: created ? ACCOUNT_CODE_MESSAGES.created : ACCOUNT_CODE_MESSAGES.updated });
    close();
  };

  return (
    <>
      <Bar>
        <h1>Account Codes</h1>
        {canWrite && (
          <PrimaryButton type="button" onClick={() => open({ kind: 'new' })}>
            Add Account Code
          </PrimaryButton>
        )}
      </Bar>
      <ScreenIntro>Every ledger entry of a payment plan is booked to one of these accounts; an entry’s type decides which accounts it offers.</ScreenIntro>
      <Groups aria-busy={!loaded}>
        {groups.map(({ type, codes: list }) => (
          <Group key={type} aria-labelledby={`codes-${type}`}>
            <h2 id={`codes-${type}`}>
              {type} <span>{list.length}</span>
            </h2>
            {list.length ? (
              <ul>
                {list.map((code) => (
                  <li key={code.id}>
                    <span>{code.name}</span>
                    {canWrite && (
                      <button type="button" aria-label={`Edit ${code.name}`} title="Edit" onClick={() => open({ kind: 'edit', code })}>
                        <EditIcon />
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{loaded ? `No ${type.toLowerCase()} accounts yet.` : 'Loading…'}</p>
            )}
          </Group>
        ))}
      </Groups>
      {dialog && <AccountCodeDialog key={dialog.key} mode={dialog.mode} closing={dialog.closing} onClose={close} onSaved={saved} />}
    </>
  );
}
