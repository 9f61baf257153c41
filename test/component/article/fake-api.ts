/**
 * The api module the article components and pages see in component tests: every call a jest.fn the test
 * answers. Used as `jest.mock('@/api', () => jest.requireActual('../article/fake-api'))` (path from the test).
 */
export const api = {
  article: {
    appInfo: jest.fn(),
    comments: jest.fn(),
    commentReplies: jest.fn(),
    countRead: jest.fn(),
    byStockCode: jest.fn(),
  },
  publish: { publishComment: jest.fn() },
  like: { toggle: jest.fn() },
  follow: { setFollowed: jest.fn() },
  collection: { collect: jest.fn(), uncollect: jest.fn() },
  vote: { detail: jest.fn(), vote: jest.fn() },
  quote: { query: jest.fn() },
}

/** Every fake back to "never answers", so a test only sees the answers it gave. */
export function resetFakeApi(): void {
  for (const domain of Object.values(api)) {
    for (const fn of Object.values(domain) as jest.Mock[]) {
      fn.mockReset()
      fn.mockImplementation(() => new Promise(() => undefined))
    }
  }
}
