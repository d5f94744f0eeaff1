import { API_ERRORS } from '../../shared/messages';
import { ApiError } from '../../shared/api-errors';

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

/**
 * FormData from a typed body (the callers type it from the shared schemas): booleans and numbers as
 * text, files as files, null and undefined left out.
 */
export function formData(values: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof File ? value : String(value));
  }
  return form;
}
