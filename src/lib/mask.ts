/**
 * Masking a credential for display (the QA page): enough of its ends to tell two apart, never
 * enough to use it. Short values show nothing but their length.
 */
export function maskSecret(value: string): string {
  const text = value.trim()
  if (!text) return ''
  if (text.length <= 8) return '*'.repeat(text.length)
  return `${text.slice(0, 3)}${'*'.repeat(Math.min(text.length - 5, 12))}${text.slice(-2)}`
}
