import { IMAGE_EXTENSIONS, MAX_UPLOAD_BYTES, VIDEO_EXTENSIONS } from '../../../../shared/constants';
import { API_ERRORS } from '../../../../shared/messages';

export type Accept = 'image' | 'media' | 'document';

/** The file picker's accept attribute for each kind of upload. */
export const ACCEPT_ATTR: Record<Accept, string> = {
  image: IMAGE_EXTENSIONS.map((e) => `.${e}`).join(','),
  media: [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS].map((e) => `.${e}`).join(','),
  document: '.pdf',
};

const TYPE_ERROR: Record<Accept, string> = {
  image: API_ERRORS.unsupportedImageType,
  media: API_ERRORS.unsupportedFileType,
  document: API_ERRORS.unsupportedDocumentType,
};

/**
 * What is wrong with a chosen file before it is sent: too large, or a name of the wrong type. The
 * server still judges the content (a renamed text file is refused there).
 */
export function fileProblem(file: File, accept: Accept): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return API_ERRORS.fileTooLarge;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!ACCEPT_ATTR[accept].split(',').includes(`.${ext}`)) return TYPE_ERROR[accept];
  return null;
}
