import { useState } from 'react';
import { errorMessage } from '../../shared/api-errors';

/**
 * One button's request: busy while it runs (so a second tap sends nothing), the failure's message
 * when it fails. `stayBusy` keeps the button busy after success, for a request whose success moves the
 * person on (another page, the next step).
 */
export function useRequestAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (request: () => Promise<unknown>, opts: { stayBusy?: boolean } = {}) => {
    setBusy(true);
    setError(null);
    try {
      await request();
      if (!opts.stayBusy) setBusy(false);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };
  return { busy, error, run };
}
