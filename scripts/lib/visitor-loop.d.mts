export function visitPage(url: string, count: number, paceMs: number, isDone: () => boolean): Promise<number[]>;
