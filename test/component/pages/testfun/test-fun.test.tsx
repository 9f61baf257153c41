/**
 * 功能测试 (docs/product.md §4.19): every bridge method of the contract as a button with editable
 * params and its outcome; platform, masked session and build settings; the pushes as they arrive,
 * fired from the page where no real app listens; the mini-program shows only what applies there.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BRIDGE_METHOD_EXAMPLES, NATIVE_EVENT_EXAMPLES } from '@shared/bridge-examples'
import TestFunPage, { TEST_FUN_TEXTS } from '@/community/testFun/index'
import { INVALID_PARAMS } from '@/hooks/bridge-console'
import { getPlatform, type BridgeProbe } from '@/platform'
import { ThemeProvider } from '@/theme'
import { VIEWER, flush, makeStores, renderPage, setRoute, setupPlatform } from '../follow/page-harness'

/** The names in the first column of a docs/bridge.md table, found under the given heading. */
function documentedNames(heading: string): string[] {
  const doc = readFileSync(join(__dirname, '../../../../docs/bridge.md'), 'utf8')
  const table = doc.split(heading)[1].split(/\n##+ /)[0]
  return [...table.matchAll(/^\| `([A-Za-z]+)` \|/gm)].map((match) => match[1])
}
const documentedMethods = () => documentedNames('### Methods')

function WithTheme() {
  return (
    <ThemeProvider>
      <TestFunPage />
    </ThemeProvider>
  )
}

function callRow(method: string): HTMLElement {
  const found = screen.getAllByTestId('testfun-call').find((el) => el.getAttribute('data-method') === method)
  if (!found) throw new Error(`no row for ${method}`)
  return found
}

function typeInto(field: HTMLElement, text: string) {
  act(() => {
    field.dispatchEvent(new CustomEvent('input', { detail: { value: text }, bubbles: true }))
  })
}

beforeEach(() => {
  jest.clearAllMocks()
  setRoute('community/testFun/index')
})

describe('testFun page', () => {
  it('has one button per method of docs/bridge.md, and the contract lists the same methods', async () => {
    setupPlatform()
    await renderPage(WithTheme, makeStores(false))
    const documented = documentedMethods()
    expect(documented.length).toBeGreaterThan(20)
    expect(Object.keys(BRIDGE_METHOD_EXAMPLES).sort()).toEqual([...documented].sort())
    const shown = screen.getAllByTestId('testfun-call').map((el) => el.getAttribute('data-method'))
    expect(shown.sort()).toEqual([...documented].sort())
    // The pushes too: each documented event has its example, and a fire button in a browser.
    const events = documentedNames('## App → web: events')
    expect(Object.keys(NATIVE_EVENT_EXAMPLES).sort()).toEqual([...events].sort())
    const fired = new Set(screen.getAllByTestId('testfun-fire-button').map((el) => el.getAttribute('data-event')))
    expect([...fired].sort()).toEqual([...events].sort())
  })

  it('in a plain browser: says there is no bridge, and firing a theme push restyles the page and logs it', async () => {
    setupPlatform()
    await renderPage(WithTheme, makeStores(false))
    expect(screen.getByTestId('testfun-platform').getAttribute('data-kind')).toBe('browser')
    expect(screen.getByTestId('testfun-simulated').textContent).toContain(TEST_FUN_TEXTS.no)
    fireEvent.click(within(callRow('getClientInfo')).getByTestId('testfun-call-button'))
    await flush()
    expect(within(callRow('getClientInfo')).getByTestId('testfun-call-result').getAttribute('data-outcome')).toBe(
      'unavailable',
    )
    expect(screen.getByTestId('page-shell').getAttribute('data-theme')).toBe('light')
    const night = screen
      .getAllByTestId('testfun-fire-button')
      .find((el) => el.getAttribute('data-event') === 'themeChange' && el.getAttribute('data-payload') === 'night')
    fireEvent.click(night as HTMLElement)
    await flush()
    expect(screen.getByTestId('page-shell').getAttribute('data-theme')).toBe('dark')
    const logged = screen.getAllByTestId('testfun-event')
    expect(logged[0].textContent).toContain('themeChange(night)')
    expect(logged[0].getAttribute('data-accepted')).toBe('1')
  })

  it('logs pushes from the app as they arrive, the dropped ones marked', async () => {
    setupPlatform({ kind: 'native' })
    await renderPage(WithTheme, makeStores(false))
    // A real app: no buttons that fake its pushes.
    expect(screen.queryByTestId('testfun-fire')).toBeNull()
    act(() => getPlatform().receiveNativeEvent('loginUpdate', '0,abc'))
    act(() => getPlatform().receiveNativeEvent('pageVisible'))
    const logged = screen.getAllByTestId('testfun-event')
    expect(logged.map((el) => [el.getAttribute('data-event'), el.getAttribute('data-accepted')])).toEqual([
      ['pageVisible', '1'],
      ['loginUpdate', '0'],
    ])
    expect(logged[1].textContent).toContain(TEST_FUN_TEXTS.dropped)
  })

  it('in the app: sends the edited params and shows the raw answer with its time, a time-out, or a bad params text', async () => {
    const probeBridge = jest.fn(
      async (method: string, _params: Record<string, unknown>, timeoutMs?: number): Promise<BridgeProbe> =>
        method === 'goodRating'
          ? { outcome: 'timeout', ms: timeoutMs ?? 0 }
          : { outcome: 'answered', raw: '{"value":"B"}', answer: { value: 'B' }, ms: 37 },
    )
    setupPlatform({ kind: 'native', probeBridge })
    await renderPage(WithTheme, makeStores(false))
    typeInto(screen.getByTestId('testfun-timeout'), '500')
    const ab = callRow('getABTestValue')
    typeInto(within(ab).getByTestId('testfun-call-params'), '{"key":"AccountInterflow","extra":1}')
    fireEvent.click(within(ab).getByTestId('testfun-call-button'))
    await flush()
    expect(probeBridge).toHaveBeenCalledWith('getABTestValue', { key: 'AccountInterflow', extra: 1 }, 500)
    expect(within(ab).getByTestId('testfun-call-result').textContent).toContain(TEST_FUN_TEXTS.answered(37))
    expect(within(ab).getByTestId('testfun-call-raw').textContent).toBe('{"value":"B"}')

    fireEvent.click(within(callRow('goodRating')).getByTestId('testfun-call-button'))
    await flush()
    expect(within(callRow('goodRating')).getByTestId('testfun-call-result').textContent).toBe(
      TEST_FUN_TEXTS.timedOut(500),
    )

    const share = callRow('share')
    typeInto(within(share).getByTestId('testfun-call-params'), '[1, 2]')
    fireEvent.click(within(share).getByTestId('testfun-call-button'))
    await flush()
    expect(within(share).getByTestId('testfun-call-result').textContent).toBe(INVALID_PARAMS)
    expect(probeBridge).not.toHaveBeenCalledWith('share', expect.anything(), expect.anything())
  })

  it('shows the session with its credentials masked, and the build settings', async () => {
    setupPlatform({ kind: 'native' })
    const stores = makeStores(true)
    stores.session.setAccount({ userCode: 'uc-secret-10001' })
    await renderPage(WithTheme, stores)
    expect(screen.getByTestId('testfun-session-accountId').textContent).toContain(VIEWER.accountId)
    const token = screen.getByTestId('testfun-session-token').textContent ?? ''
    expect(token).not.toContain(VIEWER.token)
    expect(token).toContain('*')
    expect(screen.getByTestId('testfun-session-userCode').textContent).not.toContain('uc-secret-10001')
    const build = screen.getByTestId('testfun-build').textContent ?? ''
    expect(build).toContain('API_BASE_MAIN')
    expect(build).toContain('PRODUCT_ID')
    // The module's own version and code (docs/product.md §9.1), to tell builds apart in a report.
    expect(screen.getByTestId('testfun-module-version').textContent).toContain('1.0.0 (100)')
  })

  it('in the mini-program: platform, session and build settings, and why there are no calls', async () => {
    setupPlatform({ kind: 'wx' })
    await renderPage(WithTheme, makeStores(false))
    expect(screen.getByTestId('testfun-platform').getAttribute('data-kind')).toBe('wx')
    expect(screen.getByTestId('testfun-mini-program').textContent).toBe(TEST_FUN_TEXTS.miniProgram)
    expect(screen.queryByTestId('testfun-calls')).toBeNull()
    expect(screen.queryByTestId('testfun-events')).toBeNull()
    await flush()
  })
})
