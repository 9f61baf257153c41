/**
 * H5 loads Taro's clipboard, and the toast module it brings, with the first copy (src/platform/copy-text.h5.ts);
 * a load that fails (offline) is tried again by the next copy instead of being remembered.
 */
const mockSetClipboardData = jest.fn(() => Promise.resolve({ errMsg: 'setClipboardData:ok' }))
let mockClipboardFailsNext = false

jest.mock('@tarojs/taro-h5/dist/api/device/clipboard.js', () => {
  if (mockClipboardFailsNext) {
    mockClipboardFailsNext = false
    throw new Error('ChunkLoadError: offline')
  }
  return { setClipboardData: mockSetClipboardData }
})

beforeEach(() => {
  jest.resetModules()
  mockSetClipboardData.mockClear()
})

const freshSetClipboard = async () => (await import('@/platform/copy-text.h5')).setClipboard

it('loads Taro’s clipboard on the first copy and hands it the text', async () => {
  const setClipboard = await freshSetClipboard()
  await setClipboard('https://example.com/a')
  await setClipboard('https://example.com/b')
  expect(mockSetClipboardData.mock.calls).toEqual([
    [{ data: 'https://example.com/a' }],
    [{ data: 'https://example.com/b' }],
  ])
})

it('tries the load again after one that failed', async () => {
  const setClipboard = await freshSetClipboard()
  mockClipboardFailsNext = true
  await expect(setClipboard('x')).rejects.toThrow('offline')
  await setClipboard('x')
  expect(mockSetClipboardData).toHaveBeenCalledWith({ data: 'x' })
})
