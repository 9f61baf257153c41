/**
 * A stand-in for WeChat DevTools' automation port: a WebSocket server speaking the part of the automator wire
 * protocol the QA suite uses, backed by the headless boot of the real build. It proves the QA suite's own
 * plumbing (connect, relaunch, data, elements, taps) on Linux; it proves nothing about WeChat itself.
 *
 *   npx tsx scripts/weapp/fake-devtools.ts [--port 9420] [--dist dist/weapp] [--api http://127.0.0.1:8080]
 *   WECHAT_AUTOMATOR_WS=ws://127.0.0.1:9420 npx jest --selectProjects qa
 *
 * Protocol: `{id, method, params}` → `{id, result}` or `{id, error: {message}}`; events `{method, params}`.
 */
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { bootApp, type BootedApp, type PageHandle, type RenderedNode, type RequestHandler } from './boot'

export interface FakeDevtoolsOptions {
  distDir: string
  request?: string | RequestHandler
  port?: number
}

export interface FakeDevtools {
  /** ws://127.0.0.1:PORT */
  readonly url: string
  readonly app: BootedApp
  /** Every method called, in order: what the client actually exercised. */
  readonly methods: string[]
  close(): Promise<void>
}

interface Message {
  id?: string
  method?: string
  params?: Record<string, unknown>
}

class ProtocolError extends Error {}

function str(v: unknown, what: string): string {
  if (typeof v !== 'string' && typeof v !== 'number') throw new ProtocolError(`${what} missing`)
  return String(v)
}

/** Tag, .class, #id, '*' and 'page': what QA selectors against Taro's generic tree can mean. */
function matchesSelector(node: RenderedNode, selector: string): boolean {
  const s = selector.trim()
  if (s === '*') return true
  if (s.startsWith('.')) return (node.className ?? '').split(/\s+/).includes(s.slice(1))
  if (s.startsWith('#')) return (node.uid ?? node.sid) === s.slice(1)
  return node.tag === s
}

export async function startFakeDevtools(options: FakeDevtoolsOptions): Promise<FakeDevtools> {
  const app = await bootApp({ distDir: options.distDir, request: options.request })
  // WeChat starts on the first page of app.json.
  await app.reLaunch(app.pages[0])
  const methods: string[] = []
  const wss = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 })
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve)
    wss.once('error', reject)
  })
  const port = (wss.address() as AddressInfo).port
  let reportedErrors = 0

  const pageById = (id: unknown): PageHandle => {
    const page = app.pageStack().find((p) => p.id === Number(id))
    if (!page) throw new ProtocolError(`page ${String(id)} is not in the page stack`)
    return page
  }
  const pageInfo = (p: PageHandle) => ({ pageId: p.id, path: p.route, query: p.query })
  const elementOf = (page: PageHandle, id: unknown): RenderedNode => {
    const el = page.elements().find((n) => n.sid === str(id, 'elementId'))
    if (!el) throw new ProtocolError(`element ${String(id)} not found on ${page.route}`)
    return el
  }
  const elementsOf = (page: PageHandle, selector: unknown, within?: RenderedNode): RenderedNode[] => {
    const sel = str(selector, 'selector')
    if (sel === 'page') return []
    return page.elements().filter((n) => (!within || n.path.startsWith(`${within.path}.`)) && matchesSelector(n, sel))
  }
  const asElement = (n: RenderedNode) => ({ elementId: n.sid, tagName: n.tag })

  const handlers: Record<string, (p: Record<string, unknown>) => Promise<unknown> | unknown> = {
    'Tool.getInfo': () => ({ SDKVersion: '3.5.8', version: 'fake-devtools' }),
    'Tool.close': () => ({}),
    'App.exit': () => ({}),
    'App.enableLog': () => ({}),
    'App.getCurrentPage': () => {
      const page = app.currentPage()
      if (!page) throw new ProtocolError('no page open')
      return pageInfo(page)
    },
    'App.getPageStack': () => ({ pageStack: app.pageStack().map(pageInfo) }),
    'App.callWxMethod': async (p) => {
      const args = Array.isArray(p.args) ? p.args : []
      const result = await app.callWx(str(p.method, 'method'), ...args)
      await app.settle()
      return { result }
    },
    'App.mockWxMethod': () => {
      throw new ProtocolError('App.mockWxMethod is not supported by the fake DevTools')
    },
    'Page.getData': (p) => {
      const data = pageById(p.pageId).data()
      if (typeof p.path !== 'string' || !p.path) return { data }
      let cur: unknown = data
      for (const key of p.path.split('.'))
        cur = typeof cur === 'object' && cur !== null ? (cur as Record<string, unknown>)[key] : undefined
      return { data: cur }
    },
    'Page.getElements': (p) => ({ elements: elementsOf(pageById(p.pageId), p.selector).map(asElement) }),
    'Page.getElement': (p) => {
      const [first] = elementsOf(pageById(p.pageId), p.selector)
      if (!first) throw new ProtocolError(`no element matches ${String(p.selector)}`)
      return asElement(first)
    },
    'Element.getElements': (p) => {
      const page = pageById(p.pageId)
      return { elements: elementsOf(page, p.selector, elementOf(page, p.elementId)).map(asElement) }
    },
    'Element.tap': async (p) => {
      const page = pageById(p.pageId)
      await page.tap(elementOf(page, p.elementId))
      return {}
    },
    'Element.getWXML': (p) => {
      const page = pageById(p.pageId)
      return { wxml: page.wxml(elementOf(page, p.elementId), p.type === 'outer') }
    },
    'Element.getDOMProperties': (p) => {
      const page = pageById(p.pageId)
      const el = elementOf(page, p.elementId)
      const names = Array.isArray(p.names) ? p.names.map(String) : []
      return { properties: names.map((n) => (n === 'innerText' ? el.text : null)) }
    },
  }

  const send = (socket: WebSocket, message: unknown): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }

  wss.on('connection', (socket) => {
    socket.on('message', async (raw) => {
      let msg: Message
      try {
        msg = JSON.parse(String(raw)) as Message
      } catch {
        return
      }
      const method = msg.method ?? ''
      methods.push(method)
      try {
        const handler = handlers[method]
        if (!handler) throw new ProtocolError(`${method} is not supported by the fake DevTools`)
        const result = await handler(msg.params ?? {})
        send(socket, { id: msg.id, result })
      } catch (err) {
        send(socket, { id: msg.id, error: { message: err instanceof Error ? err.message : String(err) } })
      }
      // Exceptions of app code reach the client as events, the way DevTools reports them.
      for (; reportedErrors < app.errors.length; reportedErrors++) {
        const e = app.errors[reportedErrors]
        send(socket, { method: 'App.exceptionThrown', params: { message: e.message, stack: e.stack ?? '' } })
      }
    })
  })

  return {
    url: `ws://127.0.0.1:${port}`,
    app,
    methods,
    close: async () => {
      for (const client of wss.clients) client.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      app.close()
    },
  }
}

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

if (require.main === module) {
  startFakeDevtools({
    distDir: flag('--dist') ?? 'dist/weapp',
    request: flag('--api'),
    port: Number(flag('--port') ?? 9420),
  })
    .then((fake) => console.log(`fake DevTools automation port at ${fake.url} (Ctrl-C to stop)`))
    .catch((err) => {
      console.error(err instanceof Error ? err.message : err)
      process.exitCode = 1
    })
}
