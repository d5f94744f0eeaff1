import type { Loaded } from '../../shared/types/public';

/** Loads a page block's data; a failure is logged and shown in that block, not as a broken page. */
export async function loaded<T>(load: () => Promise<T>, onError: (err: unknown) => void): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (err) {
    onError(err);
    return { ok: false };
  }
}
