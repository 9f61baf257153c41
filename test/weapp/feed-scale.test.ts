/**
 * The feed at 5,000 items in the booted mini-program (issue 38): the nodes stay within budget however long the
 * list grows (they grew with it: 1,117 at 5,000), and no setData of the feed is over 64 KB, loading page after page
 * at the end of the list and scrolling back to its top. Deterministic: the harness lays nothing out, so every
 * segment has its estimated height. `npm run bench:feed` times the same run.
 */
import { FEED_BUDGETS } from '../../scripts/feed-budgets'
import { benchWeapp } from '../../scripts/bench-feed'
import { growLatestFeed } from '../../scripts/feed-fixture'
import { LIMITS } from '@/config/constants'
import { startServer, type RunningServer } from '../support/e2e-server'
import { requireWeappBuild, WEAPP_DIST } from './support'

jest.setTimeout(600_000)

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ prepare: (app) => void growLatestFeed(app.db, FEED_BUDGETS.items) })
}, 60_000)

afterAll(async () => {
  await server?.close()
})

test(`最新 at ${FEED_BUDGETS.items} items keeps its nodes and its setData within budget`, async () => {
  requireWeappBuild()
  const figures = await benchWeapp(server.origin, FEED_BUDGETS.items, WEAPP_DIST)
  expect(figures.requests * LIMITS.pageSize).toBeGreaterThanOrEqual(FEED_BUDGETS.items)
  expect(figures.nodesMax).toBeLessThanOrEqual(FEED_BUDGETS.weappNodes)
  expect(figures.largestSetDataBytes).toBeLessThanOrEqual(FEED_BUDGETS.feedSetDataBytes)
})
