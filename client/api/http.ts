/** An API answer other than 2xx: status plus the parsed JSON body ({detail} or field errors). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(firstMessage(body) ?? `Request failed (${status})`);
  }
}

/** The first message of an error body: `detail`, or the first message of the first field. */
export function firstMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  for (const value of Object.values(body as Record<string, unknown>)) {
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return null;
}

/** fetch with JSON in and out; the session cookie goes along (same origin). */
export async function requestJson<T>(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, {
    method,
    signal,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) throw new ApiError(res.status, parsed);
  return parsed as T;
}

export const getJson = <T>(url: string, signal?: AbortSignal) => requestJson<T>('GET', url, undefined, signal);
