import { styled } from 'styled-components';
import type { BatchProgress } from '../../../shared/notifications/types';
import { MESSAGE_TEXTS } from '../../../shared/notifications/texts';
import { theme } from '../../ui/theme';
import { SecondaryButton } from '../components/Dialog';

const T = MESSAGE_TEXTS.send;

const Panel = styled.section`
  display: grid;
  gap: 8px;
  padding: 14px;
  border-radius: ${theme.radius};
  background: #F3F6FC;
  h2 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; }
  progress { width: 100%; height: 12px; appearance: none; border: 0; border-radius: 6px; overflow: hidden; background: #DCE3EE; }
  progress::-webkit-progress-bar { background: #DCE3EE; }
  progress::-webkit-progress-value { background: ${theme.color.action}; }
  progress::-moz-progress-bar { background: ${theme.color.action}; }
  .failed { color: #A3124B; font-weight: 600; }
  .kept { color: ${theme.color.muted}; font-size: 0.9rem; }
  button { justify-self: start; }
`;

/** What has gone of a send: 'N of M sent' (sent, kept or failed), with a bar, the failures counted. */
export function BatchProgressPanel({ batch, onAgain }: { batch: BatchProgress; onAgain: () => void }) {
  const done = batch.sent + batch.kept + batch.failed;
  const finished = batch.queued === 0;
  return (
    <Panel aria-labelledby="send-progress-title">
      <h2 id="send-progress-title">{finished ? T.finished : T.progressTitle}</h2>
      <progress max={batch.total || 1} value={done} aria-labelledby="send-progress-text" />
      <p id="send-progress-text" role="status" data-testid="send-progress">
        {T.progress(done, batch.total)}
      </p>
      {batch.failed > 0 && <p className="failed">{T.failures(batch.failed)}</p>}
      {batch.kept > 0 && <p className="kept">{T.kept(batch.kept)}</p>}
      {finished && (
        <SecondaryButton type="button" onClick={onAgain}>
          {T.sendAnother}
        </SecondaryButton>
      )}
    </Panel>
  );
}
