import { pageReaderOf, type Db } from '../db/database';
import { freshReads } from '../ground/fresh-reads';

const readers = new WeakMap<Db, () => Promise<number>>();

/**
 * Bumped by triggers on every write to public content (see the content_version migration). Every
 * public page asks for it, through a connection of its own on PostgreSQL (pageReaderOf); each read
 * is a round trip there, so requests at the same moment share one (freshReads: never one that started before the request, so a change committed before
 * it is seen).
 */
export function contentVersion(db: Db): Promise<number> {
  let reader = readers.get(db);
  if (!reader) {
    const pages = pageReaderOf(db);
    reader = freshReads(async () => (await pages.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version);
    readers.set(db, reader);
  }
  return reader();
}
