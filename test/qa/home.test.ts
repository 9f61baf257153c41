/**
 * QA on WeChat DevTools (macOS/Windows; see docs/qa.md): runs when WECHAT_DEVTOOLS_CLI or
 * WECHAT_AUTOMATOR_WS is set, otherwise skips with one line. The plumbing block always runs the same
 * steps against a fake DevTools over the automator wire protocol, backed by the headless boot.
 */
import { allPages, readAppJson } from '../../scripts/weapp/app-json'
import { startFakeDevtools, type FakeDevtools } from '../../scripts/weapp/fake-devtools'
import { findSeeded, type Seeded } from '../journeys/seeded'
import { startServer, type RunningServer } from '../support/e2e-server'
import { requireWeappBuild, WEAPP_DIST, weappBuilt } from '../weapp/support'
import {
  automatorTarget,
  connectFromEnv,
  defineJourneyTests,
  defineQaTests,
  REPO_ROOT,
  SKIP_LINE,
  type QaMiniProgram,
} from './qa-suite'

const target = automatorTarget(process.env)
if (!target) process.stdout.write(`${SKIP_LINE}\n`)
const onDevtools = target ? describe : describe.skip
const builtPages = (): string[] => (weappBuilt() ? allPages(readAppJson(WEAPP_DIST)) : [])

/** DevTools talks to the reference server the tester started (docs/qa.md); QA_API_ORIGIN points elsewhere. */
const QA_API_ORIGIN = process.env.QA_API_ORIGIN ?? 'http://127.0.0.1:8080'

onDevtools(`QA on WeChat DevTools (${target?.kind ?? 'not configured'})`, () => {
  let mp: QaMiniProgram | undefined
  let seed: Seeded | undefined
  beforeAll(async () => {
    mp = await connectFromEnv(process.env)
    seed = await findSeeded(QA_API_ORIGIN)
  }, 180_000)
  afterAll(async () => {
    // A DevTools we launched is closed; one we attached to is left running for the tester.
    if (target?.kind === 'launch') await mp?.close()
    else mp?.disconnect()
  })
  jest.setTimeout(60_000)
  defineQaTests({
    mp: () => {
      if (!mp) throw new Error('DevTools not connected')
      return mp
    },
    pages: builtPages,
  })
  defineJourneyTests({
    mp: () => {
      if (!mp) throw new Error('DevTools not connected')
      return mp
    },
    pages: builtPages,
    seed: () => {
      if (!seed) throw new Error(`no seeded data from ${QA_API_ORIGIN}`)
      return seed
    },
  })
})

describe('QA suite plumbing against a fake DevTools (WECHAT_AUTOMATOR_WS path)', () => {
  let fake: FakeDevtools | undefined
  let mp: QaMiniProgram | undefined
  let server: RunningServer | undefined
  let seed: Seeded | undefined
  jest.setTimeout(30_000)

  beforeAll(async () => {
    requireWeappBuild()
    server = await startServer()
    seed = await findSeeded(server.origin)
    fake = await startFakeDevtools({ distDir: WEAPP_DIST, request: server.origin })
    mp = await connectFromEnv({ WECHAT_AUTOMATOR_WS: fake.url })
  }, 60_000)
  afterAll(async () => {
    mp?.disconnect()
    await fake?.close()
    await server?.close()
  })

  defineQaTests({
    mp: () => {
      if (!mp)
        throw new Error(
          `fake DevTools not connected: ${weappBuilt() ? 'see beforeAll' : 'run npm run build:weapp first'}`,
        )
      return mp
    },
    pages: builtPages,
  })
  defineJourneyTests({
    mp: () => {
      if (!mp) throw new Error('fake DevTools not connected')
      return mp
    },
    pages: builtPages,
    seed: () => {
      if (!seed) throw new Error('no seeded data from the reference server')
      return seed
    },
  })

  test('the suite spoke the automator protocol the facts file lists', () => {
    expect(fake?.methods).toEqual(
      expect.arrayContaining([
        'Tool.getInfo',
        'App.callWxMethod',
        'App.getCurrentPage',
        'Page.getData',
        'Page.getElements',
        'Element.getWXML',
        'Element.tap',
      ]),
    )
  })

  test('a wx call that fails in the app comes back as a rejected automator call', async () => {
    await expect(mp?.callWxMethod('navigateTo', { url: '/pages/does-not-exist/index' })).rejects.toThrow(/not found/)
    expect(fake?.app.navigations.at(-1)).toMatchObject({ path: 'pages/does-not-exist/index', ok: false })
  })
})

describe('automator target from the environment', () => {
  test('the CLI path launches DevTools on the repository root', () => {
    expect(
      automatorTarget({
        WECHAT_DEVTOOLS_CLI: '/Applications/wechatwebdevtools.app/Contents/MacOS/cli',
        WECHAT_AUTOMATOR_WS: 'ws://x',
      }),
    ).toEqual({
      kind: 'launch',
      cliPath: '/Applications/wechatwebdevtools.app/Contents/MacOS/cli',
      projectPath: REPO_ROOT,
    })
  })
  test('a ws address attaches to a running DevTools', () => {
    expect(automatorTarget({ WECHAT_AUTOMATOR_WS: 'ws://127.0.0.1:9420' })).toEqual({
      kind: 'connect',
      wsEndpoint: 'ws://127.0.0.1:9420',
    })
  })
  test('neither: no target, and connecting says what to set', async () => {
    expect(automatorTarget({})).toBeUndefined()
    await expect(connectFromEnv({})).rejects.toThrow(SKIP_LINE)
  })
})
