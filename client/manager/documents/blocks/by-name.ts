/** Blocks as the server lists them: by name, then by id. */
export const byName = <T extends { id: number; name: string }>(a: T, b: T) => a.name.localeCompare(b.name) || a.id - b.id;
