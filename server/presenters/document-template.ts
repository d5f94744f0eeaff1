import type { DocNode, DocumentType } from '../../shared/documents/types';
import type { ContentBlock, DocumentTemplate, DocumentTemplateRow as TemplateRowAnswer } from '../../shared/types/documents';
import type { ContentBlockRow } from '../queries/content-blocks';
import type { DocumentTemplateListRow, DocumentTemplateRow } from '../queries/document-templates';

/** A row of the templates list. */
export function presentTemplateRow(row: DocumentTemplateListRow): TemplateRowAnswer {
  return { id: row.id, name: row.name, type: row.type as DocumentType, approved: row.approved === 1, approved_by: row.approved_by, approved_at: row.approved_at, created_by: row.created_by, created_at: row.created_at };
}

/** A template as the editor and previewer load it. */
export function presentTemplate(row: DocumentTemplateRow): DocumentTemplate {
  return { ...presentTemplateRow(row), subject: row.subject, body: JSON.parse(row.body) as DocNode, version: row.version };
}

export function presentContentBlock(row: ContentBlockRow): ContentBlock {
  return { id: row.id, name: row.name, body: JSON.parse(row.body) as DocNode, version: row.version, created_at: row.created_at, updated_at: row.updated_at };
}
