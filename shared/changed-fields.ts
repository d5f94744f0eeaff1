/** The fields of `draft` whose value differs from `saved` (a save sends only these). */
export function changedFields<T extends Record<string, unknown>>(saved: T, draft: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(draft) as (keyof T)[]) {
    if (!Object.is(saved[key], draft[key])) changes[key] = draft[key];
  }
  return changes;
}
