import { useEffect, useState } from 'react';
import { RENTAL_APPLICATION_MESSAGES as M } from '../../../shared/messages';
import type { RentalApplicationSettings } from '../../../shared/rental-application/types';
import { withDetail } from '../../api/error-details';
import { SecondaryButton } from '../components/Dialog';
import { ScreenBar } from '../components/ScreenBar';
import { useManager } from '../context';
import { RentalApplicationForm } from './RentalApplicationForm';
import { rentalApplicationApi } from './rental-application-api';

/** Rental application settings (spec §2.4): which questions students are asked, loaded whole. */
export function RentalApplicationScreen() {
  const { notify } = useManager();
  const [settings, setSettings] = useState<RentalApplicationSettings | null>(null);
  const [failed, setFailed] = useState(false);

  // Each attempt loads once; Try again starts another.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    rentalApplicationApi
      .get()
      .then((loaded) => live && setSettings(loaded))
      .catch((err: unknown) => {
        if (!live) return;
        notify({ tone: 'error', text: withDetail(M.loadFailed, err) });
        setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [notify, attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };

  if (settings) return <RentalApplicationForm loaded={settings} />;
  return (
    <>
      <ScreenBar>
        <h1>Rental Application</h1>
      </ScreenBar>
      {failed ? (
        <p>
          The settings could not be loaded.{' '}
          <SecondaryButton type="button" onClick={retry}>
            Try again
          </SecondaryButton>
        </p>
      ) : (
        <p aria-busy="true">Loading the rental application settings…</p>
      )}
    </>
  );
}
