/** H5's event stream (src/platform/event-stream-impl.ts): read with fetch, so the session headers go with it. */
import { openEventStream, type EventStreamHandlers } from '@/platform/event-stream'

const encoder = new TextEncoder()

/** A response whose body the test writes piece by piece. */
function streamed(status = 200, type = 'text/event-stream') {
  let push: (text: string) => void = () => undefined
  let end: () => void = () => undefined
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(encoder.encode(text))
      end = () => controller.close()
    },
  })
  return {
    response: new Response(body, { status, headers: { 'content-type': type } }),
    push: (t: string) => push(t),
    end: () => end(),
  }
}

function handlers() {
  const log: string[] = []
  const h: EventStreamHandlers = {
    onEvent: (e) => void log.push(`${e.event}:${e.data}`),
    onActivity: () => void log.push('activity'),
    onEnd: (error) => void log.push(error ? 'failed' : 'ended'),
  }
  return { h, log }
}

const tick = () => new Promise((r) => setTimeout(r, 5))
const realFetch = global.fetch
afterEach(() => {
  global.fetch = realFetch
})

it('asks with the headers given and reads events as they arrive, until the server ends it', async () => {
  const body = streamed()
  const fetch = jest.fn().mockResolvedValue(body.response)
  global.fetch = fetch
  const { h, log } = handlers()
  openEventStream?.('/s?feeds=tab:latest', { token: 'T' }, h)
  expect(fetch).toHaveBeenCalledWith(
    '/s?feeds=tab:latest',
    expect.objectContaining({ headers: { Accept: 'text/event-stream', token: 'T' } }),
  )
  body.push('event: ready\ndata: {}\n\n: heartbeat\n\n')
  await tick()
  expect(log).toEqual(['activity', 'ready:{}'])
  body.end()
  await tick()
  expect(log).toEqual(['activity', 'ready:{}', 'ended'])
})

it('says nothing more once closed: no events, no end', async () => {
  const body = streamed()
  global.fetch = jest.fn().mockResolvedValue(body.response)
  const { h, log } = handlers()
  const handle = openEventStream?.('/s', {}, h)
  handle?.close()
  body.push('event: fresh\ndata: 1\n\n')
  await tick()
  expect(log).toEqual([])
})

it('ends with an error when the answer is not a stream or the network fails', async () => {
  const { h, log } = handlers()
  global.fetch = jest.fn().mockResolvedValue(new Response('{"code":"400"}', { status: 400 }))
  openEventStream?.('/s', {}, h)
  global.fetch = jest.fn().mockRejectedValue(new TypeError('network'))
  openEventStream?.('/s', {}, h)
  await tick()
  expect(log).toEqual(['failed', 'failed'])
})
