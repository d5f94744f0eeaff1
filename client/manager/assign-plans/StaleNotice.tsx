import { useState } from 'react';
import { styled } from 'styled-components';
import { CONFLICT_MESSAGES } from '../../../shared/messages';
import { SecondaryButton } from '../components/Dialog';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  margin-bottom: 12px;
  padding: 10px 14px;
  border-radius: 8px;
  background: #FFF0F6;
  color: #8E0F41;
  p { margin: 0; flex: 1 1 280px; }
  button { padding: 7px 14px; color: #8E0F41; border-color: #E7B3C8; font-weight: 600; }
`;

/**
 * After a save refused because someone else changed some of the beds: the manager's changes are
 * still pending; Reload shows the beds as they are now, keeping those changes, and Save replaces theirs.
 */
export function StaleNotice({ onReload }: { onReload: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const reload = async () => {
    setBusy(true);
    await onReload().finally(() => setBusy(false));
  };
  return (
    <Box role="alert">
      <p>{CONFLICT_MESSAGES.staleVersion} Your changes are still here, and stay pending after Reload.</p>
      <SecondaryButton type="button" disabled={busy} onClick={() => void reload()}>
        {busy ? 'Reloading…' : 'Reload'}
      </SecondaryButton>
    </Box>
  );
}
