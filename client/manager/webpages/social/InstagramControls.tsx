import { useState } from 'react';
import { styled } from 'styled-components';
import { MESSAGES } from '../../../../shared/messages';
import type { SocialFeedStatus } from '../../../../shared/social/social-feed';
import { withDetail } from '../../../api/error-details';
import { Alert, PrimaryButton, TextField } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../components/date-time';
import { SecondaryButton } from '../../components/Dialog';
import { Loading, RetryLoad, useLoad } from '../../components/use-load';
import { useSubmit } from '../../components/use-submit';
import { useManager } from '../../context';
import { socialFeedApi } from '../api/social-feed-api';
import { INSTAGRAM_TEXTS as T } from './instagram-texts';

const Box = styled.div`
  display: grid;
  gap: 12px;
  padding-top: 14px;
  border-top: 1px solid ${theme.color.border};
  min-width: 0;
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0; }
  .hint, .help { color: ${theme.color.muted}; font-size: 0.9rem; }
  dl { margin: 0; display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 6px 16px; }
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  form { display: grid; gap: 10px; }
  input[name='access_token'] { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.85rem; }
  .buttons { display: flex; flex-wrap: wrap; gap: 10px; }
  .buttons > * { flex: 0 1 auto; }
  @media (max-width: ${theme.breakpoint.sm}) { .buttons > * { flex: 1 1 100%; } }
`;

const DisconnectButton = styled(SecondaryButton)`
  color: #A3124B;
  border-color: #E9B8CB;
`;

/** Connected or not, which account, how many images, when the last refresh was and why it failed. */
function ConnectionState({ status }: { status: SocialFeedStatus }) {
  if (!status.connected) return <p data-testid="instagram-state">{T.notConnected}</p>;
  return (
    <>
      <dl data-testid="instagram-state">
        <dt>Account</dt>
        <dd>
          {status.account_name ? (
            <a href={`https://www.instagram.com/${encodeURIComponent(status.account_name)}/`} target="_blank" rel="noopener noreferrer">
              @{status.account_name}
            </a>
          ) : (
            'Connected'
          )}
        </dd>
        <dt>Images</dt>
        <dd>{status.image_count} on the home and property pages</dd>
        <dt>Refreshed</dt>
        <dd>{status.refreshed_at ? formatDateTime(status.refreshed_at) : 'None yet'}</dd>
      </dl>
      {status.last_error && (
        <Alert tone="error">
          {status.attempted_at ? `${T.lastError(formatDateTime(status.attempted_at))} ` : ''}
          {status.last_error}
        </Alert>
      )}
    </>
  );
}

/** The manager's form and buttons: connect with a token, refresh now, disconnect (asked first). */
function ManagerActions({ status, onStatus, reload }: { status: SocialFeedStatus; onStatus: (status: SocialFeedStatus) => void; reload: () => void }) {
  const { notify } = useManager();
  const [token, setToken] = useState('');
  const submission = useSubmit({ failed: T.connectFailed });
  const [busy, setBusy] = useState<'refresh' | 'disconnect' | null>(null);
  const [asking, setAsking] = useState(false);

  const connect = submission.submit(
    () => (token.trim() === '' ? { errors: { access_token: MESSAGES.required } } : { send: () => socialFeedApi.connect(token.trim()) }),
    (answer) => {
      submission.reset();
      setToken('');
      onStatus(answer);
      notify({ tone: 'success', text: T.connected(answer.image_count) });
    },
  );

  /** A button's request: its answer shown, or the failure in the snackbar and the state read again (a refresh records why it failed). */
  const act = async (kind: 'refresh' | 'disconnect', failed: string, call: () => Promise<void>) => {
    setBusy(kind);
    try {
      await call();
    } catch (err) {
      notify({ tone: 'error', text: withDetail(failed, err) });
      reload();
    } finally {
      setBusy(null);
    }
  };
  const refresh = () =>
    act('refresh', T.refreshFailed, async () => {
      const answer = await socialFeedApi.refresh();
      onStatus(answer);
      notify({ tone: 'success', text: T.refreshed(answer.image_count) });
    });
  const disconnect = () => {
    setAsking(false);
    void act('disconnect', T.disconnectFailed, async () => {
      await socialFeedApi.disconnect();
      onStatus({ connected: false, account_name: null, refreshed_at: null, attempted_at: null, last_error: null, image_count: 0 });
      notify({ tone: 'success', text: T.disconnected });
    });
  };

  const field = submission.field('access_token', token, setToken);
  return (
    <>
      {status.connected && (
        <div className="buttons">
          <SecondaryButton type="button" onClick={() => void refresh()} disabled={busy !== null}>
            {busy === 'refresh' ? T.refreshing : T.refresh}
          </SecondaryButton>
          <DisconnectButton type="button" onClick={() => setAsking(true)} disabled={busy !== null}>
            {T.disconnect}
          </DisconnectButton>
        </div>
      )}
      <form onSubmit={(e) => void connect(e)} noValidate aria-label={T.connect}>
        <p className="help" id="instagram-token-help">
          {T.tokenHelp}
        </p>
        <TextField
          label={status.connected ? T.newTokenLabel : T.tokenLabel}
          {...field}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          placeholder="IGAA…"
          aria-describedby={field.error ? 'access_token-error instagram-token-help' : 'instagram-token-help'}
        />
        <div className="buttons">
          <PrimaryButton type="submit" disabled={submission.saving}>
            {submission.saving ? T.connecting : status.connected ? T.replace : T.connect}
          </PrimaryButton>
        </div>
      </form>
      {asking && <ConfirmDialog question={T.confirmDisconnect(status.image_count)} onAgree={disconnect} onDisagree={() => setAsking(false)} />}
    </>
  );
}

/**
 * The Social links section's Instagram part (ADR 040): the connection's state for all staff; for
 * managers, connecting with a long-lived token, Refresh now and Disconnect, each saved at once.
 */
export function InstagramControls() {
  const { canWrite } = useManager();
  const load = useLoad('social-feed', (signal) => socialFeedApi.status(signal));
  return (
    <Box role="group" aria-labelledby="instagram-title">
      <h3 id="instagram-title">{T.heading}</h3>
      <p className="hint">{T.hint}</p>
      <Loading
        load={load}
        failed={<RetryLoad text={T.loadFailed} load={load} />}
      >
        {(status) => (
          <>
            <ConnectionState status={status} />
            {canWrite ? <ManagerActions status={status} onStatus={(next) => load.update(() => next)} reload={() => void load.reload()} /> : <p className="hint">{T.readOnly}</p>}
          </>
        )}
      </Loading>
    </Box>
  );
}
