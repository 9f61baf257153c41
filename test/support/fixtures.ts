/**
 * Plain test fixtures with no Taro in them, so node unit tests and jsdom component tests share them:
 * a hand-settled promise, an API page, and a feed item, a comment and a reply with every field of the contract.
 */
import type { Comment, Page, Reply } from '@shared/api'

export interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
}

/** A promise the test settles by hand, to look at the in-flight state. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A post with every field of the contract present and empty; fixtures fill in what they test. */
export { blankDynamic } from '@/lib/blank-dynamic'

/** One page of an API list answer, the first. */
export function apiPage<T>(list: T[], hasMore = false): Page<T> {
  return { list, total: list.length, pageNum: 1, pageSize: 20, hasMore }
}

/** A comment of the test account (10001) on article 1; fixtures fill in what they test. */
export function commentFixture(id: string, overrides: Partial<Comment> = {}): Comment {
  return {
    commentId: id,
    articleId: '1',
    accountId: '10001',
    author: { nickName: '我', avatar: '', kind: 'user' },
    content: '好',
    createdDate: '2026-11-22 09:00:00',
    praiseCount: 0,
    praised: false,
    replyCount: 0,
    replies: [],
    ...overrides,
  }
}

/** A reply of the test account under `parentId` on article 1. */
export function replyFixture(id: string, parentId: string, overrides: Partial<Reply> = {}): Reply {
  return {
    commentId: id,
    parentId,
    articleId: '1',
    accountId: '10001',
    author: { nickName: '我', avatar: '', kind: 'user' },
    replyTo: null,
    content: '回复',
    createdDate: '2026-11-22 09:00:00',
    praiseCount: 0,
    praised: false,
    ...overrides,
  }
}
