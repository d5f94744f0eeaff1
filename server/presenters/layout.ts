import type { Layout } from '../../shared/layouts/types';
import type { LayoutRow } from '../queries/layouts';

/** A bed as the API answers it. */
export function presentLayout(row: LayoutRow): Layout {
  return {
    id: row.id,
    property_id: row.property_id,
    building: row.building,
    floor: row.floor,
    unit: row.unit,
    unit_type: row.unit_type,
    room: row.room,
    room_type: row.room_type,
    bed: row.bed,
    version: row.version,
  };
}
