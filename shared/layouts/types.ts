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
