/** A logout deletes the account's offline copies and no one else's (docs/product.md §8.5). */
import { createMemoryStorage } from '@/platform/storage'
import { appCopies } from '@/http/offline-copies'
import { createLoginFlow } from '@/startup/login'
import { SessionStore } from '@/stores/session'
import { fakePlatform } from './fake-platform'

jest.mock('@/platform/copy-storage', () => {
  const values = new Map<string, string>()
  return {
    createCopyBackend: () => ({
      get: async (key: string) => values.get(key),
      set: async (key: string, value: string) => void values.set(key, value),
      del: async (key: string) => void values.delete(key),
    }),
  }
})

const feedRead = (key: string) => ({
  endpoint: 'article.dynamicList' as const,
  data: { pageNum: 1 },
  params: undefined,
  key,
})

it.each(['native', 'wx', 'browser'] as const)('%s: the logged-out account’s copies go, others stay', async (kind) => {
  const copies = appCopies()
  await copies.keep('A', feedRead(`${kind} feed`), { list: ['A 的副本'] })
  await copies.keep('B', feedRead(`${kind} feed`), { list: ['B 的副本'] })
  const session = new SessionStore(createMemoryStorage())
  session.setAccount({ accountId: 'A', token: 't', userCode: 'u' })
  const flow = createLoginFlow({ platform: fakePlatform(kind), session, reloadPage: jest.fn(), isAndroid: false })
  await flow.logout()
  await expect(copies.find('A', feedRead(`${kind} feed`))).resolves.toBeUndefined()
  await expect(copies.find('B', feedRead(`${kind} feed`))).resolves.toMatchObject({ body: { list: ['B 的副本'] } })
  await copies.forget('B')
})
