const BASE = '/settings/document-templates';

/** Where the templates list leads, in the manager router. */
export const templatePaths = {
  edit: (id: number) => `${BASE}/${id}/edit`,
  preview: (id: number) => `${BASE}/${id}`,
  contentBlocks: `${BASE}/content-blocks`,
};
