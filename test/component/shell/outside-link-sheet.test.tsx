/**
 * The question before an outside site we do not vouch for opens (docs/product.md §2.6): the sheet shows the whole
 * address with 打开, 复制链接 and 取消, and the choice is what happens.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { OUTSIDE_LINK_TEXTS } from '@/navigation/outside-link'
import { OutsideLinkSheetHost } from '@/components/shell/OutsideLinkSheetHost'
import { connectAppSettings, openOutsideLink } from '@/navigation'
import { installFakePlatform } from './fake-platform'

const ADDRESS = 'https://www.example.org/research/notes?id=20240101&from=community'
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

function setup() {
  const copyText = jest.fn(async (_text: string) => true)
  const { calls } = installFakePlatform({ copyText })
  connectAppSettings({ loadValue: async () => 'eastmoney.com', appVersion: () => '' })
  render(<OutsideLinkSheetHost />)
  return { calls, copyText }
}

afterEach(() => connectAppSettings(null))

describe('the ask sheet a page shell draws (OutsideLinkSheetHost)', () => {
  it('draws nothing until a link is asked about', () => {
    setup()
    expect(screen.queryByTestId('action-sheet')).toBeNull()
  })

  it('shows the whole address with 打开, 复制链接 and 取消; 打开 opens that address', async () => {
    const { calls } = setup()
    let opened: Promise<boolean> = Promise.resolve(false)
    await act(async () => {
      opened = openOutsideLink(ADDRESS)
    })
    await flush()
    expect(screen.getByTestId('action-sheet-detail').textContent).toBe(ADDRESS)
    expect(screen.getByText(OUTSIDE_LINK_TEXTS.ask)).toBeTruthy()
    const labels = screen.getAllByTestId('action-sheet-item').map((item) => item.textContent)
    expect(labels).toEqual(['打开', '复制链接'])
    expect(screen.getByTestId('action-sheet-cancel').textContent).toBe('取消')
    expect(calls.openUrl).not.toHaveBeenCalled()

    fireEvent.click(screen.getByText('打开'))
    await act(async () => void (await opened))
    expect(await opened).toBe(true)
    expect(calls.openUrl).toHaveBeenCalledWith(ADDRESS, undefined)
    expect(screen.queryByTestId('action-sheet')).toBeNull()
  })

  it('复制链接 copies the address and says so; nothing opens', async () => {
    const { calls, copyText } = setup()
    let opened: Promise<boolean> = Promise.resolve(true)
    await act(async () => {
      opened = openOutsideLink(ADDRESS)
    })
    await flush()
    fireEvent.click(screen.getByText('复制链接'))
    await act(async () => void (await opened))
    expect(await opened).toBe(false)
    expect(copyText).toHaveBeenCalledWith(ADDRESS)
    expect(calls.toast).toHaveBeenCalledWith(OUTSIDE_LINK_TEXTS.copied)
    expect(calls.openUrl).not.toHaveBeenCalled()
    expect(screen.queryByTestId('action-sheet')).toBeNull()
  })

  it('取消 and a tap on the mask leave everything as it was', async () => {
    const { calls, copyText } = setup()
    for (const close of [
      () => screen.getByTestId('action-sheet-cancel'),
      () => document.querySelector('.kit-modal__mask'),
    ]) {
      let opened: Promise<boolean> = Promise.resolve(true)
      await act(async () => {
        opened = openOutsideLink(ADDRESS)
      })
      await flush()
      fireEvent.click(close() as Element)
      await act(async () => void (await opened))
      expect(await opened).toBe(false)
      expect(screen.queryByTestId('action-sheet')).toBeNull()
    }
    expect(calls.openUrl).not.toHaveBeenCalled()
    expect(copyText).not.toHaveBeenCalled()
  })

  it('never asks about a trusted site: it opens in the web-view page', async () => {
    const { calls } = setup()
    await act(async () => void (await openOutsideLink('https://fund.eastmoney.com/000001.html')))
    expect(screen.queryByTestId('action-sheet')).toBeNull()
    expect(calls.navigateTo).toHaveBeenCalledWith(
      `/pages/webview/index?url=${encodeURIComponent('https://fund.eastmoney.com/000001.html')}`,
    )
  })
})
