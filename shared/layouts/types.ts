/** Shapes of the layouts answers: the server builds them, the client reads them. */

/** One bed, as `GET /api/layouts/` lists it and every write answers it. */
export type Layout = {
  id: number;
  property_id: number;
  building: string;
  floor: string;
  unit: string;
  unit_type: string;
  room: string;
  room_type: string;
  bed: string;
  version: number;
};

/** `POST /api/layouts/import/` when every row went in (201). */
export type LayoutImportAnswer = { imported: number };

/** `POST /api/layouts/import/` when rows are bad (400): nothing was imported; `rows` names each bad row. */
export type LayoutImportRefusal = { detail: string; rows: { row: number; messages: string[] }[] };
