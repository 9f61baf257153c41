import { createMemoryStorage } from '@/platform/storage'
import { CustomStore } from '@/stores/custom'
import { DRAFT_STORAGE_KEY, DraftStore, commentDraftKey } from '@/stores/draft'
import { UiStore } from '@/stores/ui'

describe('CustomStore', () => {
  it('loads the trading day and keeps it unknown on failure', async () => {
    const custom = new CustomStore()
    expect(custom.isTradingDay).toBeNull()
    await expect(custom.loadTradingDay('2026-11-22', () => Promise.reject(new Error('x')))).resolves.toBe(false)
    expect(custom.isTradingDay).toBeNull()
    const loader = jest.fn(() => Promise.resolve({ day: '2026-11-22', isTradingDay: false }))
    await expect(custom.loadTradingDay('2026-11-22', loader)).resolves.toBe(true)
    expect(loader).toHaveBeenCalledWith('2026-11-22')
    expect(custom).toMatchObject({ tradingDay: '2026-11-22', isTradingDay: false })
  })

  it('keeps lists, flags, trade data and first page times', () => {
    const custom = new CustomStore()
    custom.setNewETFCodes(['510300', '', 5, '159915'])
    expect(custom.newETFCodes).toEqual(['510300', '159915'])
    custom.setUseOpenTag(true)
    custom.setTradeData({ x: 1 })
    custom.markPageInit('index', 100)
    custom.markPageInit('index', 200)
    expect(custom.pagesInitTime).toEqual({ index: 100 })
    custom.clearPageInit('index')
    expect(custom.pagesInitTime).toEqual({})
    expect(custom).toMatchObject({ useOpenTag: true, tradeData: { x: 1 } })
  })

  it('configures the signature and only logs a failure', async () => {
    const custom = new CustomStore()
    const log = jest.fn()
    await expect(custom.loadSignature('https://x', () => Promise.reject(new Error('no')), log)).resolves.toBe(false)
    expect(log).toHaveBeenCalledWith('signature config failed', expect.any(Error))
    const loader = jest.fn(() => Promise.resolve({ appid: 'wx1', nonceStr: 'n', signature: 's', timestamp: '1' }))
    await expect(custom.loadSignature('https://x', loader, log)).resolves.toBe(true)
    expect(custom.signature).toEqual({ appId: 'wx1', timestamp: '1', nonceStr: 'n', signature: 's' })
  })
})

describe('DraftStore', () => {
  it('saves every change and survives a reload', () => {
    const storage = createMemoryStorage()
    const draft = new DraftStore(storage)
    expect(draft.isEmpty()).toBe(true)
    draft.setText('half a thought')
    expect(storage.get(DRAFT_STORAGE_KEY)).toBe('half a thought')
    expect(new DraftStore(storage).text()).toBe('half a thought')
    draft.clear()
    expect(storage.get(DRAFT_STORAGE_KEY)).toBeNull()
    expect(draft.isEmpty()).toBe(true)
  })

  it('keeps one draft per comment thread, apart from the post draft', () => {
    const storage = createMemoryStorage()
    const draft = new DraftStore(storage)
    draft.setText('on the article', commentDraftKey('42'))
    draft.setText('to a comment', commentDraftKey('42', 'c1'))
    expect(new DraftStore(storage).text(commentDraftKey('42'))).toBe('on the article')
    expect(draft.text(commentDraftKey('42', 'c1'))).toBe('to a comment')
    expect(draft.text()).toBe('')
    draft.clear(commentDraftKey('42'))
    expect(storage.get(commentDraftKey('42'))).toBeNull()
    expect(draft.text(commentDraftKey('42', 'c1'))).toBe('to a comment')
  })
})

describe('UiStore', () => {
  it('holds the theme class and a sane top inset', () => {
    const ui = new UiStore()
    expect(ui.themeClass).toBe('theme-light')
    ui.setTheme('dark')
    expect(ui.themeClass).toBe('theme-dark')
    ui.setTopInset(44)
    expect(ui.topInset).toBe(44)
    ui.setTopInset(NaN)
    expect(ui.topInset).toBe(0)
  })
})
