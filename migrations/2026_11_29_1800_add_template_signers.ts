import type { Kysely } from 'kysely';

/**
 * Which signers sign or initial somewhere in each template ('1,3': Tenant and Landlord), recorded when
 * the template is saved, so Season readiness and the plan choice read a short column instead of
 * every template's body (a body may hold megabytes of inline images). Existing templates are
 * read once here; the walk is written out so this migration keeps doing what it did. Null: not
 * recorded (a row written around the product's saves), read from the body when needed.
 */
type Node = { type?: string; attrs?: { signer?: unknown; kind?: unknown }; content?: Node[] };

function signers(node: Node, found: Set<number>): Set<number> {
  if (node.type === 'signatureTag' && (node.attrs?.kind === 'sig' || node.attrs?.kind === 'initial')) found.add(Number(node.attrs.signer));
  for (const child of node.content ?? []) signers(child, found);
  return found;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('document_templates').addColumn('signing_signers', 'text').execute();
  const rows: { id: number; body: string }[] = await db.selectFrom('document_templates').select(['id', 'body']).where('type', '=', 'Lease Agreement').execute();
  for (const row of rows) {
    let body: Node;
    try {
      body = JSON.parse(row.body) as Node;
    } catch {
      continue;
    }
    const list = [...signers(body, new Set())].filter((n) => n >= 1 && n <= 3).sort().join(',');
    await db.updateTable('document_templates').set({ signing_signers: list }).where('id', '=', row.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('document_templates').dropColumn('signing_signers').execute();
}
