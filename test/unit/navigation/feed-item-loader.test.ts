/**
 * Opening a feed item loads its rules at the first tap on H5 (src/navigation/feed-item-loader.ts), not with the first
 * screen: the tap then opens as before, and code that cannot come is a toast, never a tap that does nothing.
 */
import { createBrowserPlatform, setPlatform } from '@/platform'
import { TEXTS } from '@/config/constants'
import { openFeedItem } from '@/navigation'
import { loadFeedItemOpening } from '@/navigation/feed-item-loader'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { getCurrentPages: () => [], navigateBack: jest.fn() } }))
jest.mock('@/navigation/feed-item-loader', () => {
  const actual = jest.requireActual('@/navigation/feed-item-loader')
  return { loadFeedItemOpening: jest.fn(actual.loadFeedItemOpening) }
})

const load = loadFeedItemOpening as jest.Mock
const lookup = jest.fn()

function install() {
  const toast = jest.fn()
  const base = createBrowserPlatform({ host: {}, log: () => undefined })
  setPlatform({ ...base, toast })
  return { toast }
}

beforeEach(() => {
  load.mockClear()
  lookup.mockReset()
})

it('loads the opening rules at the tap and carries them out: a refusal still shows its message', async () => {
  const { toast } = install()
  // An item the operators took down: the rules answer with their word, as before the move.
  const opened = await openFeedItem({ pubType: 1, articleId: '1', offShelf: true }, lookup)
  expect(load).toHaveBeenCalledTimes(1)
  expect(opened).toBe(false)
  expect(toast).toHaveBeenCalledWith(TEXTS.contentTakenDown)
})

it('tells the reader when the code cannot come, and opens nothing', async () => {
  const { toast } = install()
  load.mockRejectedValueOnce(new Error('Loading chunk feed-open failed'))
  await expect(openFeedItem({ pubType: 1, pubId: '1' }, lookup)).resolves.toBe(false)
  expect(toast).toHaveBeenCalledWith(TEXTS.loadFailed)
  expect(lookup).not.toHaveBeenCalled()
})

it('is part of the mini-program’s package: its loader hands the same rules without loading code', async () => {
  const weapp = await import('@/navigation/feed-item-loader.weapp')
  const h5 = await jest.requireActual('@/navigation/feed-item-loader').loadFeedItemOpening()
  expect((await weapp.loadFeedItemOpening()).openFeedItem).toBe(h5.openFeedItem)
})
