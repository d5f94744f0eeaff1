import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { dialectOf } from '../../server/db/dialect';
import { parseVariantWidths, variantName } from '../../shared/media';
import { filesIn } from './files';

/**
 * Every column that points at media_files, read from the database's own foreign keys (not from the
 * server's list), so a leak through a column the server forgot is still seen.
 */
async function mediaReferences(db: Db): Promise<{ table: string; column: string }[]> {
  if (dialectOf(db).name === 'postgres') {
    const found = await sql<{ table: string; column: string }>`
      select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'media_files'::regclass`.execute(db);
    return found.rows;
  }
  const { rows } = await sql<{ table: string; column: string }>`
    select m.name as "table", f."from" as "column"
    from sqlite_master m, pragma_foreign_key_list(m.name) f
    where m.type = 'table' and f."table" = 'media_files'`.execute(db);
  return rows;
}

/** Names of media_files rows that no record points at. */
export async function unreferencedMedia(db: Db): Promise<string[]> {
  const refs = await mediaReferences(db);
  const used = new Set<string>();
  for (const { table, column } of refs) {
    const { rows } = await sql<{ name: string | null }>`select ${sql.ref(column)} as name from ${sql.table(table)}`.execute(db);
    for (const r of rows) if (r.name) used.add(r.name);
  }
  const all = await db.selectFrom('media_files').select('name').orderBy('name').execute();
  return all.map((r) => r.name).filter((name) => !used.has(name));
}

/** Files in the uploads folder (temp folder included) that are neither a media row's file nor one of its copies. */
export async function strayFiles(db: Db, uploadsDir: string): Promise<string[]> {
  const rows = await db.selectFrom('media_files').select(['name', 'variant_widths']).execute();
  const known = new Set(rows.flatMap((r) => [r.name, ...parseVariantWidths(r.variant_widths).map((w) => variantName(r.name, w))]));
  return filesIn(uploadsDir).filter((f) => !known.has(f));
}

/** Media rows whose file or one of whose copies is not on disk. */
export async function rowsWithoutFiles(db: Db, uploadsDir: string): Promise<string[]> {
  const rows = await db.selectFrom('media_files').select(['name', 'variant_widths']).orderBy('name').execute();
  return rows
    .filter((r) => ![r.name, ...parseVariantWidths(r.variant_widths).map((w) => variantName(r.name, w))].every((f) => existsSync(path.join(uploadsDir, f))))
    .map((r) => r.name);
}

/** Waits (up to ~2 s) for the temp folder to empty: temp files go when their response closes. */
export async function tempSettled(uploadsDir: string): Promise<void> {
  for (let i = 0; i < 40 && filesIn(uploadsDir).some((f) => f.startsWith('.tmp')); i++) await new Promise((r) => setTimeout(r, 50));
}

/** What a leak check looks at: unreferenced rows, stray files and rows whose files are gone. */
export async function mediaLeaks(db: Db, uploadsDir: string) {
  await tempSettled(uploadsDir);
  return { unreferencedRows: await unreferencedMedia(db), strayFiles: await strayFiles(db, uploadsDir), rowsWithoutFiles: await rowsWithoutFiles(db, uploadsDir) };
}
