/**
 * A login prompt in a plain browser (docs/product.md §6.4): no 去登录 that can only toast. It offers to open this
 * page in the broker's app and to download the app, as the build configures them, and with neither says to open it
 * in the app. In the app the prompt still logs in.
 */
import { fireEvent, screen } from '@testing-library/react'
import { LoginGate } from '@/components/shell'
import { LOGIN_PROMPT_TEXTS } from '@/components/follow/LoginPrompt'
import { appEntryOffer } from '@/hooks'
import { appOpenLink } from '@/lib/app-link'
import { requireLogin } from '@/startup'
import { makeStores, renderPage, setRoute, setupPlatform } from '../pages/follow/page-harness'

jest.mock('@/startup', () => ({ ...jest.requireActual('@/startup'), requireLogin: jest.fn(async () => false) }))

const PATH = 'pages/myFollow/index'
const Gate = () => (
  <LoginGate path={PATH} text="登录后查看我的关注">
    <span>mine</span>
  </LoginGate>
)
const SETTINGS = ['APP_OPEN_LINK', 'APP_DOWNLOAD_URL'] as const

beforeEach(() => {
  jest.clearAllMocks()
  setRoute(PATH)
  for (const key of SETTINGS) delete process.env[key]
})
afterAll(() => {
  for (const key of SETTINGS) delete process.env[key]
})

describe('the login prompt in a plain browser', () => {
  it('offers 在App中打开 (the configured app link to this page) and 下载App, and no 去登录', async () => {
    process.env.APP_OPEN_LINK = 'brokerapp://web?url={url}'
    process.env.APP_DOWNLOAD_URL = 'https://broker.example/download'
    setupPlatform({ kind: 'browser' })
    await renderPage(Gate, makeStores(false))
    expect(screen.queryByTestId('login-prompt-button')).toBeNull()
    expect(screen.getByTestId('login-prompt-open-app').textContent).toBe(LOGIN_PROMPT_TEXTS.openInApp)
    expect(screen.getByTestId('login-prompt-download').textContent).toBe(LOGIN_PROMPT_TEXTS.download)
    expect(screen.getByTestId('login-prompt-hint').textContent).toBe(LOGIN_PROMPT_TEXTS.browserHint)
    expect(screen.queryByText('mine')).toBeNull()
  })

  it('with nothing configured says to open the page in the app, with no button', async () => {
    setupPlatform({ kind: 'browser' })
    await renderPage(Gate, makeStores(false))
    expect(screen.getByTestId('login-prompt-hint').textContent).toBe(LOGIN_PROMPT_TEXTS.noAppEntry)
    expect(screen.queryByTestId('login-prompt-button')).toBeNull()
    expect(screen.queryByTestId('login-prompt-open-app')).toBeNull()
    expect(screen.queryByTestId('login-prompt-download')).toBeNull()
  })

  it('a download page alone is the primary action', async () => {
    process.env.APP_DOWNLOAD_URL = 'https://broker.example/download'
    setupPlatform({ kind: 'browser' })
    await renderPage(Gate, makeStores(false))
    expect(screen.getByTestId('login-prompt-download').className).toContain('login-prompt__button')
  })

  it('opens the app link with this page’s address in it, and the download page', () => {
    process.env.APP_OPEN_LINK = 'brokerapp://web?url={url}'
    process.env.APP_DOWNLOAD_URL = 'https://broker.example/download'
    setupPlatform({ kind: 'browser' })
    const go = jest.fn()
    const offer = appEntryOffer('https://h5.example/community/pages/myFollow/index?a=1&b=2', go)!
    offer.go(offer.openInAppLink!)
    expect(go).toHaveBeenCalledWith(
      `brokerapp://web?url=${encodeURIComponent('https://h5.example/community/pages/myFollow/index?a=1&b=2')}`,
    )
    expect(offer.downloadLink).toBe('https://broker.example/download')
    expect(appOpenLink('brokerapp://home', 'x')).toBeNull()
  })
})

describe('the login prompt in the app', () => {
  it('logs in', async () => {
    process.env.APP_OPEN_LINK = 'brokerapp://web?url={url}'
    setupPlatform({ kind: 'native' })
    await renderPage(Gate, makeStores(false))
    expect(screen.queryByTestId('login-prompt-open-app')).toBeNull()
    fireEvent.click(screen.getByTestId('login-prompt-button'))
    expect(requireLogin).toHaveBeenCalled()
  })
})
