/**
 * Campaign popups follow the page's visibility (docs/product.md §4.10): paused while the page is hidden, resumed
 * when it shows again; care mode's null page runs none and so pauses nothing.
 */
import { render } from '@testing-library/react'
import { usePopupCampaign, type PopupAdapter } from '@/popup'
import { installFakePlatform } from './fake-platform'

const lifecycle: { hidden: (() => void)[]; shown: (() => void)[] } = { hidden: [], shown: [] }
jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('@tarojs/taro'),
  useDidHide: (callback: () => void) => lifecycle.hidden.push(callback),
  useDidShow: (callback: () => void) => lifecycle.shown.push(callback),
}))

function Page({ name, adapter }: { name: string | null; adapter: PopupAdapter }) {
  usePopupCampaign(name, adapter)
  return null
}

const fakeAdapter = () => ({ start: jest.fn(), pause: jest.fn(), resume: jest.fn(), stop: jest.fn() })
/** The page's last registered lifecycle callbacks, as Taro calls them when the page is hidden or shown. */
const hide = () => lifecycle.hidden[lifecycle.hidden.length - 1]()
const show = () => lifecycle.shown[lifecycle.shown.length - 1]()

beforeEach(() => {
  lifecycle.hidden.length = 0
  lifecycle.shown.length = 0
  installFakePlatform()
})

it('pauses the popups while the page is hidden and resumes them when it shows again', () => {
  const adapter = fakeAdapter()
  render(<Page name="community-home" adapter={adapter} />)
  hide()
  expect(adapter.pause).toHaveBeenCalledTimes(1)
  expect(adapter.resume).not.toHaveBeenCalled()
  show()
  expect(adapter.resume).toHaveBeenCalledTimes(1)
})

it('pauses and resumes nothing on a page that runs no popups (care mode)', () => {
  const adapter = fakeAdapter()
  render(<Page name={null} adapter={adapter} />)
  hide()
  show()
  expect(adapter.pause).not.toHaveBeenCalled()
  expect(adapter.resume).not.toHaveBeenCalled()
})
