import { IMAGE_EXTENSIONS, MAX_UPLOAD_BYTES, VIDEO_EXTENSIONS } from '../../../../shared/constants';
import { API_ERRORS } from '../../../../shared/messages';
import { ApiError } from '../../../api/errors';

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

export type Progress = (fraction: number) => void;

/**
 * Sends form data with XMLHttpRequest (fetch cannot report upload progress); answers parsed JSON
 * or rejects with ApiError like requestJson.
 */
export function sendForm<T>(method: string, url: string, form: FormData, onProgress?: Progress): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = { detail: xhr.status === 413 ? API_ERRORS.fileTooLarge : API_ERRORS.serverError };
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, { detail: 'The connection was lost. Check your network and try again.' }));
    xhr.send(form);
  });
}

/** FormData from plain values; booleans and numbers as text, files as files, undefined left out. */
export function formData(values: Record<string, string | number | boolean | File | null | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof File ? value : String(value));
  }
  return form;
}
