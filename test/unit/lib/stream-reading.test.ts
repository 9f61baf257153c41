/** The pure parts of the live-freshness client (docs/product.md §4.20): the reconnect wait and reading an event stream. */
import { backoffDelay, createSseParser, STREAM_BACKOFF, type SseEvent } from '@/lib'

describe('the wait before reconnecting', () => {
  const low = () => 0
  const high = () => 0.999999

  it('doubles from the base up to the cap', () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => backoffDelay(attempt, high))
    expect(ceilings).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
  })

  it('draws each wait between half and all of its ceiling, never at once', () => {
    expect([0, 3, 9].map((attempt) => backoffDelay(attempt, low))).toEqual([500, 4000, 15000])
    const draws = Array.from({ length: 200 }, (_, i) => backoffDelay(2, () => i / 200))
    expect(Math.min(...draws)).toBe(2000)
    expect(Math.max(...draws)).toBeLessThanOrEqual(4000)
    expect(new Set(draws).size).toBeGreaterThan(100)
  })

  it('stays within the policy whatever the attempt or the random source says', () => {
    for (const attempt of [-3, 0, 50, 1e9])
      for (const r of [-1, 0, 0.5, 2]) {
        const wait = backoffDelay(attempt, () => r)
        expect(wait).toBeGreaterThanOrEqual(STREAM_BACKOFF.baseMs / 2)
        expect(wait).toBeLessThanOrEqual(STREAM_BACKOFF.capMs)
      }
  })
})

describe('reading an event stream', () => {
  const read = (...chunks: string[]) => {
    const events: SseEvent[] = []
    const parser = createSseParser((e) => events.push(e))
    for (const chunk of chunks) parser.push(chunk)
    return events
  }

  it('reads named events in whatever pieces the network hands over', () => {
    expect(read('event: ready\nda', 'ta: {"feeds":[]}\n', '\nevent: fresh\r\ndata: 1\r\n\r\n')).toEqual([
      { event: 'ready', data: '{"feeds":[]}' },
      { event: 'fresh', data: '1' },
    ])
  })

  it('skips the keep-alive comments and events without data; joins data lines; keeps the id', () => {
    expect(read(': heartbeat\n\n', 'event: x\n\n', 'id: 7\ndata: a\ndata:b\n\n')).toEqual([
      { event: 'message', data: 'a\nb', id: '7' },
    ])
  })

  it('waits for the end of a line split between \\r and \\n', () => {
    expect(read('data: a\r', '\n\r\n')).toEqual([{ event: 'message', data: 'a' }])
  })
})
