/**
 * H5 loads Taro's toast with the first toast (src/platform/show-toast.h5.ts); a load that fails (offline before
 * the prefetch arrived) is tried again by the next toast instead of being remembered.
 */
const mockTaroShowToast = jest.fn(() => Promise.resolve({ errMsg: 'showToast:ok' }))
let mockFailNextLoad = false

jest.mock('@tarojs/taro-h5/dist/api/ui/interaction/index.js', () => {
  if (mockFailNextLoad) {
    mockFailNextLoad = false
    throw new Error('ChunkLoadError: offline')
  }
  return { showToast: mockTaroShowToast }
})

beforeEach(() => {
  jest.resetModules()
  mockTaroShowToast.mockClear()
})

async function freshShowToast() {
  return (await import('@/platform/show-toast.h5')).showToast
}

it('loads Taro’s toast on the first toast and hands it the options', async () => {
  const showToast = await freshShowToast()
  await showToast({ title: '已收藏', icon: 'none', duration: 1500 })
  await showToast({ title: '已取消', icon: 'none' })
  expect(mockTaroShowToast.mock.calls).toEqual([
    [{ title: '已收藏', icon: 'none', duration: 1500 }],
    [{ title: '已取消', icon: 'none' }],
  ])
})

it('tries the load again after one that failed', async () => {
  const showToast = await freshShowToast()
  mockFailNextLoad = true
  await expect(showToast({ title: '网络不给力' })).rejects.toThrow('offline')
  expect(mockTaroShowToast).not.toHaveBeenCalled()
  await showToast({ title: '网络不给力' })
  expect(mockTaroShowToast).toHaveBeenCalledWith({ title: '网络不给力' })
})
