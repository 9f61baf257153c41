/**
 * Reads a value until it passes the check or time runs out; returns the last value read, for the assertion. A test
 * waits on what happens, not on one timer: a runtime may run a later task before or after a given timer.
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let value = await read()
  while (!check(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, everyMs))
    value = await read()
  }
  return value
}
