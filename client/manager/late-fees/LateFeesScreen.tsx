import { useState } from 'react';
import { LATE_FEE_SCREEN_TEXTS as T } from '../../../shared/ledger/late-fee-policy';
import { withDetail } from '../../api/error-details';
import { PropertyField } from '../components/PropertyField';
import { ScreenBar, ScreenIntro } from '../components/ScreenBar';
import { Loading, RetryLoad, useLoadAll } from '../components/use-load';
import { useManager } from '../context';
import { LateFeePolicyForm } from './LateFeePolicyForm';
import { lateFeesApi } from './late-fees-api';

/** Settings › Late Fees (issue 50, ADR 046): one property's written policy at a time, the first of those chosen in the shell to begin with. */
export function LateFeesScreen() {
  const { notify, organization, selectedPropertyIds } = useManager();
  const [propertyId, setPropertyId] = useState(() => String(selectedPropertyIds[0] ?? organization.properties[0]?.id ?? ''));
  const id = Number(propertyId);
  const load = useLoadAll(
    propertyId ? `late-fees:${propertyId}` : null,
    { policy: (signal) => lateFeesApi.get(id, signal), codes: (signal) => lateFeesApi.accountCodes(signal) },
    { onFailed: (err) => notify({ tone: 'error', text: withDetail(T.loadFailed, err) }) },
  );
  return (
    <>
      <ScreenBar>
        <h1>{T.title}</h1>
      </ScreenBar>
      <ScreenIntro>{T.intro}</ScreenIntro>
      <div style={{ maxWidth: 640 }}>
        <PropertyField idPrefix="late-fees-" value={propertyId} onValue={setPropertyId} />
      </div>
      {propertyId && (
        <Loading
          load={load}
          busy={T.loading}
          failed={<RetryLoad text={`${T.loadFailed}.`} load={load} />}
        >
          {({ policy, codes }) => <LateFeePolicyForm key={propertyId} propertyId={id} loaded={policy} codes={codes} onSaved={(saved) => load.update((d) => ({ ...d, policy: saved }))} />}
        </Loading>
      )}
    </>
  );
}
