/** What an H5 element drawn in place of one of Taro's components carries besides its own props, as Taro's put them on
 * its element: tests and assistive tech read them. */
const PASSED_ON = /^(data-|aria-)|^(id|role|tabIndex)$/

export function passedOn(props: object): Record<string, unknown> {
  // Drawn for every element of every card: no arrays of entries to throw away.
  const passed: Record<string, unknown> = {}
  for (const name in props) if (PASSED_ON.test(name)) passed[name] = (props as Record<string, unknown>)[name]
  return passed
}
