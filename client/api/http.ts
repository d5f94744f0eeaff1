import { ApiError } from '../../shared/api-errors';

/** fetch with JSON in and out; the session cookie goes along (same origin). */
export async function requestJson<T>(method: string, url: string, body?: unknown, signal?: AbortSignal, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method,
    signal,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) throw new ApiError(res.status, parsed);
  return parsed as T;
}

export const getJson = <T>(url: string, signal?: AbortSignal) => requestJson<T>('GET', url, undefined, signal);
