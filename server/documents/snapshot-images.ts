import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { isUploadsPath } from '../../shared/media';
import type { DocNode } from '../../shared/documents/types';

const IMAGE_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp' };

/** The bytes of an uploaded image a body points at, as inline data; null when gone, too large or not an image. */
async function inlineUpload(uploadsDir: string, src: string): Promise<string | null> {
  const relative = src.replace(/^\/uploads\//, '').replace(/\?.*$/, '');
  const file = path.resolve(uploadsDir, relative);
  const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
  if (!type || !file.startsWith(path.resolve(uploadsDir) + path.sep)) return null;
  try {
    const bytes = await readFile(file);
    return bytes.length <= MAX_UPLOAD_BYTES ? `data:${type};base64,${bytes.toString('base64')}` : null;
  } catch {
    return null;
  }
}

/**
 * A copy of the body whose images of this site's uploads are inline data, so an issued document
 * holds its pictures: a later change to the uploads never changes it. An image that cannot be read
 * is left out.
 */
export async function withInlineImages(doc: DocNode, uploadsDir: string): Promise<DocNode> {
  const copy = async (node: DocNode): Promise<DocNode | null> => {
    if (node.type === 'image' && typeof node.attrs?.src === 'string' && isUploadsPath(node.attrs.src)) {
      const data = await inlineUpload(uploadsDir, node.attrs.src);
      return data ? { ...node, attrs: { ...node.attrs, src: data } } : null;
    }
    if (!node.content) return node;
    const content = (await Promise.all(node.content.map(copy))).filter((child): child is DocNode => child !== null);
    return { ...node, content };
  };
  return (await copy(doc)) ?? doc;
}
