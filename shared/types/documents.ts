/** Shapes of the document template and content block answers: the server builds them, the client reads them. */
import type { DocNode, DocumentType } from '../documents/types';

/** A row of `GET /api/document-templates/`. */
export type DocumentTemplateRow = {
  id: number;
  name: string;
  type: DocumentType;
  approved: boolean;
  approved_by: string | null;
  approved_at: string | null;
  created_by: string;
  created_at: string;
};

/** `GET /api/document-templates/{id}/`: the row plus what the editor edits. */
export type DocumentTemplate = DocumentTemplateRow & { subject: string; body: DocNode; version: number };

/** A row of `GET /api/content-blocks/`. */
export type ContentBlock = { id: number; name: string; body: DocNode; version: number; created_at: string; updated_at: string };
