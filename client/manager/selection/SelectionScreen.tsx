import { useMemo, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { SelectionOffice } from '../../../shared/selection/selection-office';
import { withDetail } from '../../api/error-details';
import { Alert } from '../../ui/form';
import { theme } from '../../ui/theme';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SecondaryButton } from '../components/Dialog';
import { ExportMenu, FilterGrid, useFilterGrid, type FilterGridState } from '../components/FilterGrid';
import { ScreenBar, ScreenIntro } from '../components/ScreenBar';
import { PeriodSelectField } from '../components/PeriodSelectField';
import { Loading, useLoad } from '../components/use-load';
import { useManager } from '../context';
import { groupColumns, holdColumns, slotColumns } from './columns';
import { selectionApi, type SelectionPeriod } from './selection-api';
import { groupFields, holdFields, selectionRows, SLOT_CHOICES, slotFields, slotsAfterClose, type HoldGridRow } from './selection-rows';
import { SELECTION_SCREEN_TEXTS as T } from './texts';
import { useSelectionPeriod } from './use-selection-period';
import { WindowForm } from './WindowForm';

const Chooser = styled.div`
  max-width: 360px;
  margin-bottom: 18px;
`;

const Section = styled.section`
  margin-bottom: 28px;
  h2 { margin: 0 auto 0 0; font-size: 1.1rem; }
`;

const SectionBar = styled(ScreenBar)`
  margin-bottom: 10px;
`;

const Count = styled.p`
  margin: 0 0 8px;
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

/** A short list with nothing in it says so in a line, without an empty grid. */
const Empty = styled.p`
  margin: 0;
  padding: 14px 16px;
  border-radius: ${theme.radius};
  background: #fff;
  color: ${theme.color.muted};
  box-shadow: ${theme.shadow};
`;

const Note = styled.div`
  margin-bottom: 10px;
`;

const EMPTY: ReturnType<typeof selectionRows> = { slots: [], groups: [], holds: [] };
const ZONE_UNTIL_LOADED = 'UTC';

/** A grid as tall as its rows (the empty text's when none shows), up to `most` pixels; beyond, it scrolls. */
const fitted = <R,>(grid: FilterGridState<R>, most: number) => ({ blockSize: `min(${grid.headerRowHeight + Math.max(grid.shown.length, 1) * grid.rowHeight + 2}px, ${most}px)` });

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A section of the screen: its heading, the Export menu of its grid's rows, and the grid. */
function GridSection<R>({ title, grid, fileName, children }: { title: string; grid: FilterGridState<R>; fileName: string; children: ReactNode }) {
  const id = `selection-${slug(title)}`;
  return (
    <Section aria-labelledby={id}>
      <SectionBar>
        <h2 id={id}>{title}</h2>
        <ExportMenu onExport={(kind) => grid.exportAs(kind, fileName)} disabled={!grid.shown.length} />
      </SectionBar>
      {children}
    </Section>
  );
}

function PeriodChooser({ periods, period, onChoose }: { periods: readonly SelectionPeriod[]; period: SelectionPeriod; onChoose: (id: number) => void }) {
  return (
    <Chooser>
      <PeriodSelectField idPrefix="selection-" label={T.period} periods={periods} period={period} onChoose={onChoose} />
    </Chooser>
  );
}

/**
 * Room selection (issue 49) of a lease period: its window (the times in the company's zone), the
 * order students select in with each one's slot time, group and where they stand, the roommate
 * groups, and the beds held now, each of which a manager may release.
 */
export function SelectionScreen() {
  const { notify, canWrite } = useManager();
  const target = useSelectionPeriod();
  const periodId = target.period?.id ?? null;
  const load = useLoad(periodId ? `selection-${periodId}` : null, (signal) => selectionApi.office(periodId!, signal), {
    onFailed: (err) => notify({ tone: 'error', text: withDetail(T.loadFailed, err) }),
  });
  const office = load.data;
  const timeZone = office?.time_zone ?? ZONE_UNTIL_LOADED;
  const rows = useMemo(() => (office ? selectionRows(office) : EMPTY), [office]);
  const fields = useMemo(() => ({ slots: slotFields(timeZone), groups: groupFields(timeZone), holds: holdFields(timeZone) }), [timeZone]);
  const slots = useFilterGrid(rows.slots, fields.slots, { choices: SLOT_CHOICES });
  const groups = useFilterGrid(rows.groups, fields.groups);
  const holds = useFilterGrid(rows.holds, fields.holds);
  const [releasing, setReleasing] = useState<HoldGridRow | null>(null);

  const release = async (hold: HoldGridRow) => {
    setReleasing(null);
    try {
      const fresh = await selectionApi.releaseHold(hold.id);
      load.update(() => fresh);
      notify({ tone: 'success', text: T.holds.released });
    } catch (err) {
      notify({ tone: 'error', text: withDetail(T.holds.failed, err) });
      void load.reload();
    }
  };

  const fileName = (part: string) => `selection-${slug(target.period?.name ?? '')}-${part}`;
  const late = office ? slotsAfterClose(office) : 0;

  const content = (data: SelectionOffice) => (
    <>
      <Section aria-labelledby="selection-window">
        <SectionBar>
          <h2 id="selection-window">{T.window.title}</h2>
        </SectionBar>
        <WindowForm key={`${periodId}-${data.window?.version ?? 0}`} periodId={periodId!} window={data.window} timeZone={data.time_zone} onSaved={() => void load.reload()} />
      </Section>
      <GridSection title={T.slots.title} grid={slots} fileName={fileName('slots')}>
        {late > 0 && (
          <Note>
            <Alert tone="info">{T.window.lateSlots(late)}</Alert>
          </Note>
        )}
        <Count data-testid="slot-count">{T.slots.count(slots.shown.length, rows.slots.length)}</Count>
        <FilterGrid grid={slots} label={T.slots.title} columns={slotColumns(slots, fields.slots)} loaded={load.loaded} empty={slots.filtering ? T.slots.emptyFiltered : T.slots.empty} style={fitted(slots, 640)} />
      </GridSection>
      <GridSection title={T.groups.title} grid={groups} fileName={fileName('groups')}>
        {rows.groups.length ? (
          <FilterGrid grid={groups} label={T.groups.title} columns={groupColumns(groups, fields.groups)} loaded={load.loaded} empty={T.groups.emptyFiltered} style={fitted(groups, 360)} />
        ) : (
          <Empty>{T.groups.empty}</Empty>
        )}
      </GridSection>
      <GridSection title={T.holds.title} grid={holds} fileName={fileName('holds')}>
        {rows.holds.length ? (
          <FilterGrid grid={holds} label={T.holds.title} columns={holdColumns(holds, fields.holds, canWrite ? setReleasing : null)} loaded={load.loaded} empty={T.holds.emptyFiltered} style={fitted(holds, 360)} />
        ) : (
          <Empty>{T.holds.empty}</Empty>
        )}
      </GridSection>
    </>
  );

  return (
    <>
      <ScreenBar>
        <h1>{T.title}</h1>
        {target.period && (
          <SecondaryButton type="button" onClick={() => void load.reload()}>
            {T.refresh}
          </SecondaryButton>
        )}
      </ScreenBar>
      <ScreenIntro>{T.intro}</ScreenIntro>
      <Loading load={target.load} failed={T.loadPeriodsFailed} busy={T.loadingPeriods}>
        {(periods) =>
          !target.period ? (
            <p>{T.noPeriods}</p>
          ) : (
            <>
              <PeriodChooser periods={periods} period={target.period} onChoose={target.choose} />
              <Loading load={load} failed={(err) => withDetail(T.loadFailed, err)}>
                {content}
              </Loading>
            </>
          )
        }
      </Loading>
      {releasing && <ConfirmDialog question={T.holds.question(releasing.name, releasing.bed)} onAgree={() => void release(releasing)} onDisagree={() => setReleasing(null)} />}
    </>
  );
}
