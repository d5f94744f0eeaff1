import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { ApiError, errorMessage } from '../../../../shared/api-errors';
import { MY_LEASE_PATH } from '../../../../shared/leases/student-lease';
import {
  bedMatches,
  groupLeader,
  picksForGroup,
  SELECTION_INTENT_FIELD,
  SELECTION_QUERY as Q,
  selectionPath,
  selectionUrl,
  togglePick,
  type SelectionFilters,
  type SelectionMapData,
} from '../../../../shared/selection/selection-page';
import { SELECTION_MESSAGES as M } from '../../../../shared/selection/selection-texts';
import type { SelectionBed, SelectionBeds, StudentSelection } from '../../../../shared/selection/selection-types';
import type { PostedState } from '../../../../shared/types/posted-form';
import { getJson, requestJson } from '../../../api/http';
import { Alert, FieldLabel, PrimaryButton } from '../../../ui/form';
import { useFields } from '../../../ui/form-state';
import { useHydrated } from '../../../ui/use-hydrated';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { SELECT_TEXTS as T } from '../../pages/select/select-texts';
import { BedMap, type BedAction } from './BedMap';
import { GroupPicks } from './GroupPicks';
import { HoldPanel } from './HoldPanel';
import { BuildingTabs, Card, Filters, MapArea, NoticeBar, OutlineButton, PickBar } from './select-parts';
import { clockOffset } from './use-countdown';

type Props = { periodId: number; selection: StudentSelection; map: SelectionMapData; filters: SelectionFilters; posted: PostedState | null };

type Notice = { tone: 'error' | 'info'; text: string };

const HOLD_FORM = 'selection-hold';
const PICK_FORM = 'selection-pick';

/**
 * The bed map once the student's selection time has started: one building's beds by floor, unit
 * and room, filtered by room type and highest plan total as they are typed; a bed held with its
 * button (a leader gives a bed to each member in turn, then holds them all at once), then the
 * hold's countdown with Confirm (on to My lease, where the plan is chosen) and Release. A refusal
 * (someone was quicker: 409) is said above the map, which is read again. Without JavaScript every
 * button is a form: the filters and buildings are GET pages, the holds, Confirm and Release posts.
 */
export function SelectionMap({ periodId, posted, ...initial }: Props) {
  const [selection, setSelection] = useState(initial.selection);
  const [map, setMap] = useState(initial.map);
  const [picks, setPicks] = useState<readonly SelectionBed[]>(initial.map.picked);
  const [notice, setNotice] = useState<Notice | null>(posted?.alert ? { tone: 'error', text: posted.alert } : null);
  const [busy, setBusy] = useState<string | null>(null);
  const [offset, setOffset] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const { form, values: filters, set } = useFields<SelectionFilters>(initial.filters, null);
  const live = useHydrated();
  const holdCard = useRef<HTMLElement>(null);
  const leaving = useRef(false);

  const api = `/api/selection/${periodId}/`;
  const members = selection.my_group?.members ?? [];
  const leads = picksForGroup(selection);
  const inGroup = members.length > 1;
  const holding = selection.holds.length > 0;
  const acts = !inGroup || leads;
  const here = selectionUrl(periodId, { building: map.building, filters });
  const shown = map.beds.filter((b) => bedMatches(b, filters));
  const action: BedAction = holding || !acts ? { kind: 'none' } : leads ? { kind: 'pick', form: PICK_FORM, picks, members } : { kind: 'hold', form: HOLD_FORM };

  // The address follows the building and the filters, so a reload (or a shared link) shows the same.
  useEffect(() => {
    if (live) window.history.replaceState(null, '', here);
  }, [live, here]);

  // A new hold takes the focus (and the view) to its card: on a phone the bed pressed was far below it.
  const held = useRef(holding);
  useEffect(() => {
    if (holding && !held.current) {
      holdCard.current?.focus();
      holdCard.current?.scrollIntoView({ block: 'start' });
    }
    held.current = holding;
  }, [holding]);

  /** Reads the student's selection and the building's beds again (a 403: the map closed to them meanwhile, and the page says why). */
  const refresh = async (building = map.building, known?: StudentSelection) => {
    try {
      const [fresh, beds] = await Promise.all([known ?? getJson<StudentSelection>(api), getJson<SelectionBeds>(`${api}beds/?${Q.building}=${encodeURIComponent(building)}`)]);
      setOffset(clockOffset(fresh.now, 'now'));
      setSelection(fresh);
      setMap((m) => ({ ...m, buildings: beds.buildings, free_by_building: beds.free_by_building, building, beds: beds.beds, now: beds.now }));
      const free = new Map(beds.beds.map((b) => [b.id, b]));
      setPicks((p) => p.filter((b) => b.building !== building || (free.get(b.id)?.state === 'free' && !free.get(b.id)?.closed)));
    } catch (err) {
      if (err instanceof ApiError && err.status === 403) window.location.reload();
      else setNotice({ tone: 'error', text: errorMessage(err) });
    }
  };

  /** One action at a time; a refusal is said above the map and the map is read again (another student may have been quicker). */
  const act = async (what: string, task: () => Promise<void>) => {
    if (busy) return;
    setBusy(what);
    setNotice(null);
    try {
      await task();
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err) });
      if (err instanceof ApiError) await refresh();
    } finally {
      if (!leaving.current) setBusy(null);
    }
  };

  const hold = (bedIds: number[]) =>
    act('hold', async () => {
      await requestJson('POST', `${api}holds/`, { bed_ids: bedIds });
      setPicks([]);
      await refresh();
    });

  const release = () =>
    act('release', async () => {
      // The answer is the selection without the hold; the map is read with it, so both change at once.
      await refresh(map.building, await requestJson<StudentSelection>('DELETE', `${api}holds/`));
    });

  const confirm = () =>
    act('confirm', async () => {
      const leases = await requestJson<{ id: number }[]>('POST', `${api}confirm/`);
      leaving.current = true;
      window.location.assign(`${MY_LEASE_PATH}#lease-${leases[0]!.id}`);
    });

  const expired = () => {
    setNotice({ tone: 'error', text: M.holdExpired });
    // A moment later, so the server's clock has surely passed it too.
    window.setTimeout(() => void refresh(), 600);
  };

  const pressBed = (bed: SelectionBed, event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (action.kind === 'hold') return void hold([bed.id]);
    if (action.kind !== 'pick') return;
    const ids = togglePick(picks.map((p) => p.id), bed.id, members.length);
    const next = ids.map((id) => picks.find((p) => p.id === id) ?? bed);
    const at = next.findIndex((p) => p.id === bed.id);
    setSaid(at >= 0 ? T.pickedNote(bed.label, members[at]!.name) : T.unpickedNote(bed.label));
    setPicks(next);
  };

  const showBuilding = (building: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (building !== map.building) void act('load', () => refresh(building));
  };

  const leader = groupLeader(members);
  return (
    <MapArea>
      <VisuallyHidden role="status">{said}</VisuallyHidden>
      {notice && (
        <NoticeBar>
          <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Alert>
        </NoticeBar>
      )}
      {holding && (
        <HoldPanel
          ref={holdCard}
          selection={selection}
          offset={offset}
          acts={acts}
          busy={busy}
          action={here}
          onConfirm={() => void confirm()}
          onRelease={() => void release()}
          onExpired={expired}
          plansOf={(id) => map.beds.find((b) => b.id === id)?.plans}
        />
      )}
      {!holding && inGroup && !leads && leader && (
        <Card aria-label={T.picksHeading}>
          <p>{T.leaderChooses(leader.name)}</p>
        </Card>
      )}
      {!holding && leads && (
        <GroupPicks
          members={members}
          me={members.find((m) => m.leader)?.user_id ?? 0}
          picks={picks}
          without={(bed) => selectionUrl(periodId, { building: map.building, filters, picks: picks.filter((p) => p.id !== bed.id).map((p) => p.id) })}
          startOver={here}
          onRemove={(bed, e) => {
            e.preventDefault();
            setSaid(T.unpickedNote(bed.label));
            setPicks(picks.filter((p) => p.id !== bed.id));
          }}
          onStartOver={(e) => {
            e.preventDefault();
            setPicks([]);
          }}
        />
      )}
      <Card aria-labelledby="map-heading" aria-busy={busy === 'load'} data-testid="bed-map">
        <h2 id="map-heading">{T.mapHeading}</h2>
        <p className="muted">{T.mapIntro}</p>
        {map.buildings.length > 1 && (
          <BuildingTabs aria-label={T.buildings}>
            <ul>
              {map.buildings.map((b) => (
                <li key={b}>
                  <a href={selectionUrl(periodId, { building: b, filters, picks: picks.map((p) => p.id) })} aria-current={b === map.building ? 'page' : undefined} onClick={showBuilding(b)}>
                    {b} <span className="free">{T.freeInBuilding(map.free_by_building[b] ?? 0)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </BuildingTabs>
        )}
        <Filters ref={form} method="get" action={selectionPath(periodId)} onSubmit={(e) => e.preventDefault()}>
          <input type="hidden" name={Q.building} value={map.building} />
          {picks.length > 0 && <input type="hidden" name={Q.picks} value={picks.map((p) => p.id).join(',')} />}
          <fieldset>
            <legend>{T.filtersLegend}</legend>
            <FieldLabel>
              {T.roomType}
              <select name={Q.roomType} value={filters.room_type} onChange={(e) => set('room_type')(e.target.value)}>
                <option value="">{T.allRoomTypes}</option>
                {map.room_types.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </FieldLabel>
            <FieldLabel>
              {T.maxPrice}
              <input name={Q.maxPrice} inputMode="decimal" autoComplete="off" value={filters.max_price} onChange={(e) => set('max_price')(e.target.value)} aria-describedby="max-price-hint" />
              <small id="max-price-hint">{T.maxPriceHint}</small>
            </FieldLabel>
            {!live && <OutlineButton type="submit">{T.apply}</OutlineButton>}
          </fieldset>
        </Filters>
        <p className="muted" role="status" data-testid="beds-shown">
          {busy === 'load' ? T.loading : T.shown(shown.length, map.beds.length)}
        </p>
        {shown.length ? <BedMap beds={shown} action={action} group={inGroup} busy={busy !== null} onBed={pressBed} /> : <p>{T.noMatch}</p>}
      </Card>
      {/* The forms the beds' buttons submit without JavaScript (a button names its form). */}
      <form id={HOLD_FORM} method="post" action={here} hidden>
        <input type="hidden" name={SELECTION_INTENT_FIELD} value="hold" />
      </form>
      <form id={PICK_FORM} method="get" action={selectionPath(periodId)} hidden>
        <input type="hidden" name={Q.building} value={map.building} />
        {filters.room_type && <input type="hidden" name={Q.roomType} value={filters.room_type} />}
        {filters.max_price && <input type="hidden" name={Q.maxPrice} value={filters.max_price} />}
        {picks.length > 0 && <input type="hidden" name={Q.picks} value={picks.map((p) => p.id).join(',')} />}
      </form>
      {!holding && leads && (
        <PickBar data-testid="pick-bar">
          <span>{T.chosenCount(picks.length, members.length)}</span>
          <form method="post" action={here} onSubmit={(e) => { e.preventDefault(); if (picks.length === members.length) void hold(picks.map((p) => p.id)); }}>
            <input type="hidden" name={SELECTION_INTENT_FIELD} value="hold" />
            <input type="hidden" name="bed_ids" value={picks.map((p) => p.id).join(',')} />
            <PrimaryButton type="submit" disabled={picks.length !== members.length || busy !== null}>
              {busy === 'hold' ? T.holding : T.holdAll(members.length)}
            </PrimaryButton>
          </form>
        </PickBar>
      )}
    </MapArea>
  );
}
