import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import type { FreeBed, Lease } from '../../../../shared/leases/lease-types';
import { withDetail } from '../../../api/error-details';
import { ApiError, fieldMessages } from '../../../../shared/api-errors';
import { FieldError } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/SelectField';
import { Loading, useLoad } from '../../components/use-load';
import { useSubmit } from '../../components/use-submit';
import { premisesLabel } from '../../../../shared/leases/premises';
import { leasesApi } from '../leases-api';
import { LEASE_SCREEN_TEXTS as T } from '../texts';
import { BED_FILTERS, bedFilterOptions, filteredBeds, type BedFilters } from './bed-filters';

/** More radios than this make the dialog slow to draw and useless to scroll: the filters narrow them. */
const LISTED_MAX = 300;

// Two filters a row on a phone too, so the beds stay in view under them.
const Filters = styled.div`
  display: grid;
  gap: 10px 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (max-width: 480px) { select { padding: 8px 6px; } }
`;

const Count = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

const Beds = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  max-height: min(320px, 40dvh);
  overflow: auto;
  legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  label { display: flex; gap: 10px; align-items: center; padding: 8px 12px; cursor: pointer; border-bottom: 1px solid ${theme.color.border}; }
  label:last-of-type { border-bottom: 0; }
  label:has(input:checked) { background: #E8EEFF; }
  input { width: 18px; height: 18px; margin: 0; flex-shrink: 0; accent-color: ${theme.color.action}; }
  .place { display: grid; min-width: 0; }
  .name { font-weight: 600; overflow-wrap: anywhere; }
  .kind { color: ${theme.color.muted}; font-size: 0.85rem; }
  p { margin: 0; padding: 12px; color: ${theme.color.muted}; }
`;

type Props = {
  applicationId: number;
  studentName: string;
  closing: boolean;
  onClose: () => void;
  /** The lease made (201). */
  onAssigned: (lease: Lease) => void;
};

/**
 * Assign a bed to an approved application: its property's free beds for its lease period, in
 * natural order, narrowed by building, floor, unit type and room type. A bed another manager took
 * meanwhile (409) is said under the list, which is loaded again; the dialog stays open.
 */
export function AssignBedDialog({ applicationId, studentName, closing, onClose, onAssigned }: Props) {
  const load = useLoad(`free-beds-${applicationId}`, (signal) => leasesApi.freeBeds(applicationId, signal));
  const [filters, setFilters] = useState<BedFilters>({});
  const [chosen, setChosen] = useState<number | null>(null);
  const beds = load.data;
  const options = useMemo(() => bedFilterOptions(beds ?? []), [beds]);
  const shown = useMemo(() => filteredBeds(beds ?? [], filters), [beds, filters]);
  const submission = useSubmit({
    closing,
    failed: T.assignFailed,
    // The bed or the application was taken meanwhile: the server names which, under the list.
    refused: async (err) => {
      const fields = fieldMessages(err, 409);
      if (!(err instanceof ApiError) || !Object.keys(fields).length) return false;
      submission.setErrors(fields);
      if (fields.bed_id) {
        setChosen(null);
        await load.reload();
      }
      return true;
    },
  });
  const { errors } = submission;
  // A bed the filters now hide is not the one sent.
  const picked = shown.some((bed) => bed.id === chosen) ? chosen : null;

  const save = submission.submit(() => (picked === null ? { errors: { bed_id: T.chooseBed } } : { send: () => leasesApi.assign({ application_id: applicationId, bed_id: picked }) }), onAssigned);
  const choose = (id: number) => {
    setChosen(id);
    submission.clearError('bed_id');
  };

  return (
    <FormDialog title="Assign bed" closing={closing} onClose={onClose} submission={submission} onSubmit={save} submitLabel="Assign" busyLabel="Assigning…" shownFields={['bed_id']}>
      <p style={{ margin: 0 }}>
        Choose a free bed for <strong>{studentName}</strong>.
      </p>
      <Loading load={load} busy="Loading the free beds…" failed={(err) => withDetail(T.loadBedsFailed, err)}>
        {(all) => (
          <>
            <Filters>
              {BED_FILTERS.map(({ key, label }) => (
                <SelectField
                  key={key}
                  label={label}
                  name={key}
                  value={filters[key] ?? ''}
                  onValue={(value) => setFilters((f) => ({ ...f, [key]: value }))}
                  placeholder="All"
                  options={options[key].map((value) => ({ value, label: value }))}
                />
              ))}
            </Filters>
            <Count aria-live="polite">
              {T.bedsShown(shown.length, all.length)}
              {shown.length > LISTED_MAX && `. ${T.bedsCut(LISTED_MAX)}`}
            </Count>
            <Beds aria-describedby={errors.bed_id ? 'assign-bed-error' : undefined}>
              <legend>Free beds</legend>
              {shown.length === 0 && <p>{all.length ? T.noBedsMatch : T.noFreeBeds}</p>}
              {shown.slice(0, LISTED_MAX).map((bed) => (
                <BedChoice key={bed.id} bed={bed} checked={chosen === bed.id} onChoose={choose} />
              ))}
            </Beds>
            {errors.bed_id && (
              <FieldError id="assign-bed-error" role="alert">
                {errors.bed_id}
              </FieldError>
            )}
          </>
        )}
      </Loading>
    </FormDialog>
  );
}

function BedChoice({ bed, checked, onChoose }: { bed: FreeBed; checked: boolean; onChoose: (id: number) => void }) {
  return (
    <label>
      <input type="radio" name="bed_id" value={bed.id} checked={checked} onChange={() => onChoose(bed.id)} />
      <span className="place">
        <span className="name">{premisesLabel(bed)}</span>
        <span className="kind">
          Floor {bed.floor} · {bed.unit_type} · {bed.room_type}
        </span>
      </span>
    </label>
  );
}
