import { useCallback, useEffect, useRef, useState } from 'react'

export interface Loaded<T> {
  data: T | null
  loading: boolean
  error: unknown
  /** Counts answers: a view keyed by it starts afresh with each new answer (e.g. after a login). */
  version: number
  reload(): void
}

/**
 * One value loaded for a page (a detail, a quote). Reloads when `key` changes; an answer that arrives
 * after a newer request started is dropped, so a slow first answer never overwrites a retry's.
 * A null `load` means there is nothing to load (a broken link): not loading, no data.
 */
export function useLoaded<T>(key: string, load: (() => Promise<T>) | null): Loaded<T> {
  const [data, setData] = useState<T | null>(null)
  const [loading, setLoading] = useState(load !== null)
  const [error, setError] = useState<unknown>(null)
  const [version, setVersion] = useState(0)
  const ticket = useRef(0)
  const loadRef = useRef(load)
  loadRef.current = load

  const run = useCallback(() => {
    const current = loadRef.current
    const mine = ++ticket.current
    if (!current) {
      setLoading(false)
      return
    }
    setLoading(true)
    setError(null)
    current()
      .then((value) => {
        if (mine !== ticket.current) return
        setData(value)
        setVersion((v) => v + 1)
      })
      .catch((failure: unknown) => {
        if (mine === ticket.current) setError(failure ?? new Error('load failed'))
      })
      .finally(() => {
        if (mine === ticket.current) setLoading(false)
      })
  }, [])

  useEffect(() => {
    run()
    return () => {
      ticket.current += 1
    }
  }, [key, run])

  return { data, loading, error, version, reload: run }
}
