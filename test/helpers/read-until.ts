/**
 * Reads until `done` holds or `timeoutMs` is up, and answers the last value read: for what lands just
 * after an answer (a write the request does not wait for, a title set after a render).
 */
export async function readUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
