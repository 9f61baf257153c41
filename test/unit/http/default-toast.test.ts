/** Without an injected toast, the HTTP layer toasts through the platform layer. */
import { DURATIONS } from '@/config/constants'
import { setPlatform, createBrowserPlatform } from '@/platform'
import { request } from '@/http'
import { taroRequest, taroShowToast } from './taro-request-mock'

jest.mock('@tarojs/taro', () => {
  const mock = jest.requireActual('./taro-request-mock')
  return { __esModule: true, default: { request: mock.taroRequest, showToast: mock.taroShowToast } }
})

it('shows the code-500 message through the platform toast', async () => {
  setPlatform(createBrowserPlatform({ host: {}, log: jest.fn() }))
  taroRequest.mockResolvedValueOnce({ statusCode: 200, data: { code: 500, msg: 'busy' } })
  await request({ url: '/x', form: 'postJson' })
  expect(taroShowToast).toHaveBeenCalledWith({ title: 'busy', icon: 'none', duration: DURATIONS.toastMs })
})
