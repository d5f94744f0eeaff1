/** Adds `value` to the list under `key`, starting the list when there is none: grouping in one pass (Map.groupBy needs Node 21). */
export function pushTo<K, V>(groups: Map<K, V[]>, key: K, value: V): void {
  const list = groups.get(key);
  if (list) list.push(value);
  else groups.set(key, [value]);
}
