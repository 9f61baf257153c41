/** An endpoint's event stream is addressed and identified like any request to it (src/http/stream.ts). */
import type { EventStreamHandlers } from '@/platform/event-stream'

const opened: { url: string; headers: Record<string, string> }[] = []
jest.mock('@/platform/event-stream', () => ({
  openEventStream: (url: string, headers: Record<string, string>) => {
    opened.push({ url, headers })
    return { close: () => undefined }
  },
}))

import { registerSessionGetter } from '@/http'
import { openStream } from '@/http/stream'

const none: EventStreamHandlers = { onEvent: () => undefined, onActivity: () => undefined, onEnd: () => undefined }

it('joins the base, puts the fields in the query and sends the session headers to an admin path', () => {
  const unregister = registerSessionGetter(() => ({ token: 'T1', userCode: 'U1', cid: '' }))
  const handle = openStream(
    { url: '/community-admin/front/feed/stream', base: 'main', data: { feeds: 'tab:latest', accountId: 'A1' } },
    none,
  )
  openStream({ url: '/elsewhere', base: 'main', data: { feeds: 'x' } }, none)
  unregister()
  expect(handle).not.toBeNull()
  expect(opened).toEqual([
    {
      url: '/community-admin/front/feed/stream?feeds=tab%3Alatest&accountId=A1',
      headers: { token: 'T1', userCode: 'U1' },
    },
    { url: '/elsewhere?feeds=x', headers: {} },
  ])
})
