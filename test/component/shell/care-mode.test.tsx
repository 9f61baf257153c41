/**
 * The page shell in care mode (docs/product.md §2.10): every page's root takes the text scale the app root holds,
 * as a class and the custom properties the stylesheets read, and a page in care mode starts no campaign popup.
 */
import { render, screen, waitFor } from '@testing-library/react'
import { PageShell } from '@/components/shell'
import { getPopupAdapter, setPopupAdapter } from '@/popup'
import { ThemeProvider } from '@/theme'
import { installFakePlatform } from './fake-platform'

const HOME = 'pages/index/index'
const adapter = { start: jest.fn(), pause: jest.fn(), resume: jest.fn(), stop: jest.fn() }
const before = getPopupAdapter()

beforeEach(() => {
  jest.clearAllMocks()
  installFakePlatform({
    getSystemInfo: async () => ({ platform: 'ios', windowWidth: 390, windowHeight: 844, statusBarHeight: 20 }),
  })
  setPopupAdapter(adapter)
})
afterAll(() => setPopupAdapter(before))

function page(fontScale?: number) {
  return render(
    <ThemeProvider appTheme="light" fontScale={fontScale}>
      <PageShell path={HOME}>首页</PageShell>
    </ThemeProvider>,
  )
}

const shell = () => screen.getByTestId('page-shell')
/** Lets the popup's idle start run, if it is going to. */
const idle = () => new Promise((resolve) => setTimeout(resolve, 100))

describe('the page shell and the text scale', () => {
  it('declares care mode on the page root and starts no campaign popup', async () => {
    const { unmount } = page(1.4)
    expect(shell().className.split(' ')).toEqual(expect.arrayContaining(['font-scaled', 'font-care']))
    expect(shell().style.getPropertyValue('--font-scale')).toBe('1.4')
    expect(shell().style.getPropertyValue('--font-min')).toBe('18px')
    expect(shell().style.getPropertyValue('--line-min')).toBe('1.3')
    await idle()
    expect(adapter.start).not.toHaveBeenCalled()
    unmount()
  })

  it('scales text only between 1.1 and 1.3: no care mode, popups as usual', async () => {
    page(1.2)
    expect(shell().className.split(' ')).toContain('font-scaled')
    expect(shell().className.split(' ')).not.toContain('font-care')
    expect(shell().style.getPropertyValue('--font-scale')).toBe('1.2')
    expect(shell().style.getPropertyValue('--font-min')).toBe('')
    await waitFor(() => expect(adapter.start).toHaveBeenCalledWith({ variant: 'mobile', pageName: 'app-home' }))
  })

  it('leaves a page at the standard size as designed', async () => {
    page()
    expect(shell().className).not.toMatch(/font-/)
    expect(shell().style.getPropertyValue('--font-scale')).toBe('')
    await waitFor(() => expect(adapter.start).toHaveBeenCalledTimes(1))
  })
})
