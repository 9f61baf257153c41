import { POPUP } from '@/config/constants'
import { getPopupAdapter, noopPopupAdapter, popupVariant, setPopupAdapter } from '@/popup/adapter'

describe('popup seam', () => {
  it('uses the web variant above the threshold and the mobile one at or below it', () => {
    expect(popupVariant(POPUP.screenWidthThreshold + 1)).toBe('web')
    expect(popupVariant(POPUP.screenWidthThreshold)).toBe('mobile')
    expect(popupVariant(375)).toBe('mobile')
  })

  it('is a no-op by default and can be replaced', () => {
    expect(getPopupAdapter()).toBe(noopPopupAdapter)
    const adapter = { start: jest.fn(), pause: jest.fn(), resume: jest.fn(), stop: jest.fn() }
    setPopupAdapter(adapter)
    expect(getPopupAdapter()).toBe(adapter)
    setPopupAdapter(noopPopupAdapter)
  })
})
