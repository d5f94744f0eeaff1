import { useEffect, useRef, useState } from 'react';
import type { BatchProgress } from '../../../shared/notifications/types';
import { sendMessageApi } from './send-message-api';

/** How often a send's progress is read while messages wait in the queue. */
export const POLL_MS = 500;

/**
 * A send's progress: `start` is the batch as its POST answered; while messages are queued it is read
 * again every POLL_MS. A failed read is told once (`onFailed`) and tried again, a little later.
 */
export function useBatchProgress(start: BatchProgress | null, onFailed: (err: unknown) => void): BatchProgress | null {
  const [batch, setBatch] = useState(start);
  const [failures, setFailures] = useState(0);
  const told = useRef(onFailed);
  useEffect(() => {
    told.current = onFailed;
  });
  // A new send starts over.
  const [held, setHeld] = useState(start);
  if (held !== start) {
    setHeld(start);
    setBatch(start);
    setFailures(0);
  }

  useEffect(() => {
    if (!batch || batch.queued === 0) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      sendMessageApi.batch(batch.id, abort.signal).then(
        (next) => setBatch(next),
        (err: unknown) => {
          if (abort.signal.aborted) return;
          if (failures === 0) told.current(err);
          setFailures((n) => n + 1);
        },
      );
    }, POLL_MS * Math.min(1 + failures, 10));
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [batch, failures]);

  return batch;
}
