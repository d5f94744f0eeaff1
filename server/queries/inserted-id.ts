import type { Generated, Insertable, Kysely } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** The tables whose rows have a generated number id. */
export type TableWithId = { [T in keyof Database]: Database[T] extends { id: Generated<number> } ? T : never }[keyof Database];

type AnyRows = Record<string, Record<string, unknown>>;

/** Inserts one row and answers the id the database gave it (what every insert of a record answers). */
export async function insertedId<T extends TableWithId>(db: Db, table: T, values: Insertable<Database[T]>): Promise<number> {
  // Kysely cannot type a table chosen by a type parameter; the signature has checked the table, its columns and its id.
  const row = await (db as unknown as Kysely<AnyRows>).insertInto(table).values(values as Record<string, unknown>).returning('id').executeTakeFirstOrThrow();
  return row.id as number;
}
