import type { Kysely } from 'kysely';

/**
 * 2026_11_29_1800_add_template_signers recorded the signers of lease agreements only; the product
 * records them with every save of every template. This records them for each template still
 * without, read from its body, so the readers need no fallback. A body that does not parse as a
 * document (a corrupt body stored earlier) stays without: where its signers are needed it is
 * refused by name. The column stays nullable: making it NOT NULL on SQLite means rebuilding the
 * table, whose drop would cascade to the lease periods' contract templates and the blocks they use.
 * The walk is written out so this migration keeps doing what it did.
 */
type Node = { type?: unknown; attrs?: { signer?: unknown; kind?: unknown }; content?: unknown };

const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

function signers(node: Node, found: Set<number>): Set<number> {
  if (node.type === 'signatureTag' && (node.attrs?.kind === 'sig' || node.attrs?.kind === 'initial')) found.add(Number(node.attrs.signer));
  if (Array.isArray(node.content)) for (const child of node.content) if (isNode(child)) signers(child, found);
  return found;
}

function parsed(body: string): Node | undefined {
  try {
    const value: unknown = JSON.parse(body);
    return isNode(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  // One body at a time: a body may hold megabytes of inline images.
  const ids: { id: number }[] = await db.selectFrom('document_templates').select('id').where('signing_signers', 'is', null).orderBy('id').execute();
  for (const { id } of ids) {
    const { body } = await db.selectFrom('document_templates').select('body').where('id', '=', id).executeTakeFirstOrThrow();
    const doc = parsed(body);
    if (!doc) continue;
    const list = [...signers(doc, new Set())].filter((n) => n >= 1 && n <= 3).sort().join(',');
    await db.updateTable('document_templates').set({ signing_signers: list }).where('id', '=', id).execute();
  }
}

/** The rows it filled cannot be told from rows saved since: nothing to undo. */
export async function down(): Promise<void> {}
