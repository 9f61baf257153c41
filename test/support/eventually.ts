/**
 * Reads a value until it passes the check or time runs out; returns the last value read, for the assertion. For
 * what comes in a later task of its own, whatever the order the runtime gives that task against a timer.
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
