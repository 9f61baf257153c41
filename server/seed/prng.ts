/**
 * mulberry32: a tiny 32-bit PRNG. Chosen over Math.random because the seed must give the
 * same database on every machine and every run.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Rng {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
  sample<T>(items: readonly T[], n: number): T[]
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
    sample<T>(items: readonly T[], n: number): T[] {
      // Partial Fisher-Yates on a copy: unbiased and deterministic for a given PRNG state.
      const copy = items.slice()
      const count = Math.min(n, copy.length)
      for (let i = 0; i < count; i++) {
        const j = i + Math.floor(next() * (copy.length - i))
        ;[copy[i], copy[j]] = [copy[j], copy[i]]
      }
      return copy.slice(0, count)
    },
  }
}

/** FNV-1a of a text: a seed of its own for data keyed by a code, independent of the shared stream. */
export function textSeed(text: string, base = 0): number {
  let h = (0x811c9dc5 ^ base) >>> 0
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}
