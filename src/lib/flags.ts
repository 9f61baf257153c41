/** A yes/no as the server sends it: booleans, 0/1, or their strings. */
export type LooseFlag = boolean | number | string | null | undefined

/** '0', 'false' and '' are no, like 0 and false: the server is not consistent about which it sends. */
export function isTruthyFlag(flag: LooseFlag): boolean {
  if (typeof flag === 'string') {
    const text = flag.trim().toLowerCase()
    return text !== '' && text !== '0' && text !== 'false'
  }
  return Boolean(flag)
}

/** A non-blank string form of an id or link, or null; the server uses '' and null alike for none. */
export function presentText(value: string | number | null | undefined): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  return text === '' ? null : text
}
