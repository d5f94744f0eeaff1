import type { Column } from 'react-data-grid';
import { RowTextButton } from '../components/RowTextButton';
import { styled } from 'styled-components';
import type { SlotStatus } from '../../../shared/selection/selection-office';
import type { GridField } from '../components/grid-rows';
import { theme } from '../../ui/theme';
import { Chip, TONES } from '../components/Chip';
import type { FilterGridState } from '../components/FilterGrid';
import { actionsColumn, fittedColumns, TwoLines } from '../components/grid-columns';
import type { GroupColumnKey, GroupGridRow, HoldColumnKey, HoldGridRow, SlotColumnKey, SlotGridRow } from './selection-rows';
import { SELECTION_SCREEN_TEXTS as T } from './texts';

const STATUS_TONES = { waiting: 'neutral', holding: 'warning', leased: 'success' } as const satisfies Record<SlotStatus, keyof typeof TONES>;

/** Where a student stands, as a chip. */
export function SlotStatusChip({ status }: { status: SlotStatus }) {
  return <Chip $colors={TONES[STATUS_TONES[status]]}>{T.status[status]}</Chip>;
}

const Muted = styled.span`
  color: ${theme.color.muted};
`;


type Grid<R> = Pick<FilterGridState<R>, 'width' | 'header'>;

const SLOT_CELLS: Partial<Record<SlotColumnKey, Column<SlotGridRow>['renderCell']>> = {
  student: ({ row }) => <strong>{row.name}</strong>,
  group: ({ row }) => row.group_name || <Muted>{T.slots.noGroup}</Muted>,
  status: ({ row }) => <SlotStatusChip status={row.status} />,
};

// Every column in view on a 1280 px screen beside the navigation (about 955 px of grid).
const SLOT_WIDTHS: Record<SlotColumnKey, number> = { position: 80, student: 160, email: 190, starts_at: 160, group: 160, status: 100 };
const FREEZE_STUDENT = { keys: ['position', 'student'], from: 600 } as const;

export function slotColumns(grid: Grid<SlotGridRow>, fields: readonly GridField<SlotGridRow, SlotColumnKey>[]): Column<SlotGridRow>[] {
  return fittedColumns({ fields, widths: SLOT_WIDTHS, width: grid.width, header: grid.header, cells: SLOT_CELLS, frozen: FREEZE_STUDENT, spare: 'group' });
}

const GROUP_CELLS: Partial<Record<GroupColumnKey, Column<GroupGridRow>['renderCell']>> = {
  leader: ({ row }) => <strong>{row.leader}</strong>,
  members: ({ row }) => <TwoLines title={row.names}>{row.names}</TwoLines>,
};
const GROUP_WIDTHS: Record<GroupColumnKey, number> = { leader: 160, members: 260, size: 80, pending: 110, starts_at: 160 };

export function groupColumns(grid: Grid<GroupGridRow>, fields: readonly GridField<GroupGridRow, GroupColumnKey>[]): Column<GroupGridRow>[] {
  return fittedColumns({ fields, widths: GROUP_WIDTHS, width: grid.width, header: grid.header, cells: GROUP_CELLS, frozen: { keys: ['leader'], from: 600 }, spare: 'members' });
}

const HOLD_CELLS: Partial<Record<HoldColumnKey, Column<HoldGridRow>['renderCell']>> = {
  bed: ({ row }) => <TwoLines title={row.bed}>{row.bed}</TwoLines>,
  student: ({ row }) => <strong>{row.name}</strong>,
};
const HOLD_WIDTHS: Record<HoldColumnKey, number> = { bed: 260, student: 150, held_by: 150, expires_at: 160 };
const RELEASE_WIDTH = 130;

/** The live holds' columns; for managers, Release hold on each. */
export function holdColumns(grid: Grid<HoldGridRow>, fields: readonly GridField<HoldGridRow, HoldColumnKey>[], release: ((row: HoldGridRow) => void) | null): Column<HoldGridRow>[] {
  const data = fittedColumns({ fields, widths: HOLD_WIDTHS, width: grid.width, reserved: release ? RELEASE_WIDTH : 0, header: grid.header, cells: HOLD_CELLS, frozen: { keys: ['bed'], from: 600 }, spare: 'bed' });
  if (!release) return data;
  const action = (row: HoldGridRow) => (
    <RowTextButton $tone="danger" type="button" aria-label={`${T.holds.release}: ${row.name}, ${row.bed}`} onClick={() => release(row)}>
      {T.holds.release}
    </RowTextButton>
  );
  return [...data, { ...actionsColumn(RELEASE_WIDTH, action, T.actions), frozen: grid.width >= 600 ? 'end' : false }];
}
