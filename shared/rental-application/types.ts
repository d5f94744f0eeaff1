/** The rental application settings as `GET`/`PUT /api/rental-application/` answer them (spec §3 RentalApplication). */
export type RentalApplicationSettings = {
  organization_id: number;
  /** Sent back with the next save (docs/decisions/008-versioned-saves.md). */
  version: number;
  /** Every flag key of shared/rental-application/fields.ts, in FLAG_KEYS order: true when the question is asked. */
  [flag: string]: boolean | number;
};
