import { useState } from 'react';
import { styled } from 'styled-components';
import { withDetail } from '../../../api/error-details';
import { theme } from '../../../ui/theme';
import { useManager } from '../../context';
import { applicationsApi } from '../applications-api';
import { APPLICATION_SCREEN_TEXTS as T } from '../texts';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 12px;
  align-items: center;
  code { font-size: 1rem; letter-spacing: 0.04em; }
  button { font: inherit; font-size: 0.85rem; padding: 3px 12px; border: 1px solid ${theme.color.action}; border-radius: 6px; background: #fff; color: ${theme.color.action}; cursor: pointer; }
  small { flex-basis: 100%; color: ${theme.color.muted}; }
`;

/** An identity number, masked until the manager reveals it (the server records who did). */
export function SecretAnswer({ applicationId, questionKey, label, masked }: { applicationId: number; questionKey: string; label: string; masked: string }) {
  const { notify } = useManager();
  const [value, setValue] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reveal = async () => {
    setBusy(true);
    try {
      setValue((await applicationsApi.reveal(applicationId, questionKey)).value);
    } catch (err) {
      notify({ tone: 'error', text: withDetail(T.revealFailed, err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <code>{value ?? masked}</code>
      {value === null ? (
        <button type="button" aria-label={`Reveal ${label}`} title={T.revealRecorded} disabled={busy} onClick={reveal}>
          {busy ? 'Revealing…' : 'Reveal'}
        </button>
      ) : (
        <small role="status">{T.revealRecorded}</small>
      )}
    </Box>
  );
}
