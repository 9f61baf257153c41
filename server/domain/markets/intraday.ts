/**
 * A stock's session minute by minute, simulated: the same stock on the same day always gives the same
 * ticks (seeded by code and day), opening near the previous close and ending on the stored price, so
 * the chart, the quote header and the rise agree.
 */
import type { Intraday, IntradayTick } from '@shared/api'
import { createRng, textSeed } from '../../seed/prng'

/** 09:30–11:30 and 13:01–15:00, the A-share continuous sessions: 241 minutes. */
export function sessionMinutes(): string[] {
  const out: string[] = []
  const add = (from: number, to: number) => {
    for (let m = from; m <= to; m++)
      out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`)
  }
  add(9 * 60 + 30, 11 * 60 + 30)
  add(13 * 60 + 1, 15 * 60)
  return out
}

const cents = (n: number) => Math.round(n * 100) / 100

export interface IntradayStock {
  code: string
  name: string
  /** Last price, yuan. */
  price: number
  /** Rise against the previous close, hundredths of a percent. */
  upRose: number
}

export function simulateIntraday(stock: IntradayStock, day: string): Intraday {
  const preClose = cents(stock.price / (1 + stock.upRose / 10000))
  const minutes = sessionMinutes()
  const n = minutes.length - 1
  const rng = createRng(textSeed(`${stock.code}|${day}`))
  const open = preClose * (1 + (rng.next() - 0.5) * 0.01)
  // A random walk pinned at both ends (a Brownian bridge): free in between, exact at the open and the close.
  const walk = [0]
  for (let i = 1; i <= n; i++) walk.push(walk[i - 1] + (rng.next() - 0.5))
  const scale = preClose * 0.0025
  let sum = 0
  const ticks: IntradayTick[] = minutes.map((time, i) => {
    const bridge = walk[i] - (i / n) * walk[n]
    const price = i === n ? stock.price : Math.max(0.01, cents(open + ((stock.price - open) * i) / n + bridge * scale))
    sum += price
    return { time, price, avg: cents(sum / (i + 1)) }
  })
  return { code: stock.code, name: stock.name, day, preClose, ticks }
}
