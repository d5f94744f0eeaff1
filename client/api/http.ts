import { ApiError } from '../../shared/api-errors';

/** fetch with JSON in (or FormData, sent as multipart) and out; the session cookie goes along (fetch's default: same origin). */
export async function requestJson<T>(method: string, url: string, body?: unknown, signal?: AbortSignal, headers: Record<string, string> = {}): Promise<T> {
  const json = body !== undefined && !(body instanceof FormData);
  const res = await fetch(url, {
    method,
    signal,
    headers: { Accept: 'application/json', ...(json ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  const text = await res.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) throw new ApiError(res.status, parsed);
  return parsed as T;
}

export const getJson = <T>(url: string, signal?: AbortSignal) => requestJson<T>('GET', url, undefined, signal);
