import type { Db } from '../db/database';

/** Every column that names a file of the private files folder, by table. */
export const PRIVATE_FILE_COLUMNS = {
  application_files: ['name'],
  lease_documents: ['html_file', 'pdf_file'],
  lease_slot_fills: ['image_file'],
  lease_final_documents: ['pdf_file'],
  lease_certificates: ['pdf_file'],
  ticket_photos: ['name'],
} as const;

/** The names of every private file a row lists (the sweep at start removes the others). */
export async function privateFileNames(db: Db): Promise<Set<string>> {
  const names = new Set<string>();
  for (const [table, columns] of Object.entries(PRIVATE_FILE_COLUMNS) as [keyof typeof PRIVATE_FILE_COLUMNS, readonly string[]][]) {
    for (const column of columns) {
      const rows = (await db.selectFrom(table).select(`${column} as name` as 'name').execute()) as { name: string | null }[];
      for (const row of rows) if (row.name) names.add(row.name);
    }
  }
  return names;
}
