/** A copy of the set with the item taken out when it was in, put in when it was not (an open/closed list's toggle). */
export function toggled<T>(items: ReadonlySet<T>, item: T): Set<T> {
  const next = new Set(items);
  if (!next.delete(item)) next.add(item);
  return next;
}
