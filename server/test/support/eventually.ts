/**
 * Polls `read` until it returns something other than undefined/null/false (or `timeoutMs` passes), for work the
 * gateway does after answering (a password reset asks the backend after its answer).
 */
export async function eventually<T>(read: () => T | Promise<T>, timeoutMs = 5000): Promise<Exclude<T, false | null | undefined>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== null && value !== false) return value as Exclude<T, false | null | undefined>;
    if (Date.now() > deadline) throw new Error(`not there within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
