import { ACTION_TEXTS, TEXTS } from '@/config/constants'
import { RequestError } from '@/http/types'
import { errorText, isGoneError, isNotFoundError } from '@/stores/error-text'
import { commentsOf } from '@/stores'
import { makeTestStores } from '../../support/store-env'
import { deferred } from '../../support/fixtures'
import { laterTap } from '../../support/taps'

describe('errorText: one mapping from a failure to what the person reads', () => {
  it('shows the server refusal, the fallback for generic or unknown failures, and nothing for a lost network on toggles', () => {
    const fallback = ACTION_TEXTS.failed
    expect(errorText(new RequestError('评论太频繁', 'business', 429), { fallback })).toBe('评论太频繁')
    expect(errorText(new RequestError(TEXTS.requestError, 'business', 500), { fallback })).toBe(fallback)
    expect(errorText(new RequestError('', 'business', 500), { fallback })).toBe(fallback)
    expect(errorText(new Error('TypeError: x is undefined'), { fallback })).toBe(fallback)
    expect(errorText(new RequestError('timeout', 'network'), { fallback, quietOnNetwork: true })).toBeNull()
    expect(errorText(new RequestError('timeout', 'network'), { fallback: ACTION_TEXTS.sendFailed })).toBe(
      ACTION_TEXTS.sendFailed,
    )
  })

  it('tells a gone item (400, 404) from a failure worth retrying', () => {
    expect(isGoneError(new RequestError('x', 'business', 404))).toBe(true)
    expect(isGoneError(new RequestError('x', 'business', 400))).toBe(true)
    expect(isGoneError(new RequestError('x', 'business', 500))).toBe(false)
    expect(isGoneError(new Error('x'))).toBe(false)
    expect(isNotFoundError(new RequestError('x', 'business', 404))).toBe(true)
    expect(isNotFoundError(new RequestError('x', 'business', 400))).toBe(false)
  })
})

describe('InteractionRunner', () => {
  it('runs one request per key at a time, applies at once and commits the answer', async () => {
    const { stores, platform } = makeTestStores({ loggedIn: true })
    const runner = stores.interactions
    const answer = deferred<number>()
    const state = { value: 0 }
    const send = jest.fn(() => answer.promise)
    const step = {
      key: 'k',
      apply: () => (state.value = 1),
      rollback: () => (state.value = 0),
      send,
      commit: (n: number) => (state.value = n),
      done: (n: number) => `done ${n}`,
      fallback: 'failed',
    }
    const first = runner.run(step)
    expect(state.value).toBe(1)
    expect(runner.isBusy('k')).toBe(true)
    await expect(runner.run(step)).resolves.toEqual({ status: 'busy' })
    answer.resolve(5)
    await expect(first).resolves.toEqual({ status: 'done', result: 5 })
    expect(state.value).toBe(5)
    expect(runner.isBusy('k')).toBe(false)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith({ accountId: '10001', token: 'dev-token', userCode: 'U10001' })
    expect(platform.toast).toHaveBeenCalledWith('done 5')
  })

  it('takes a second tap soon after a done write for a double tap, but lets a failed write be tried again', async () => {
    const { stores } = makeTestStores({ loggedIn: true })
    const runner = stores.interactions
    const send = jest.fn(async () => 1)
    const step = { key: 'like:1', send, fallback: 'failed' }
    await expect(runner.run(step)).resolves.toEqual({ status: 'done', result: 1 })
    // The first answer came back before the finger lifted the second time: still one write.
    await expect(runner.run(step)).resolves.toEqual({ status: 'busy' })
    expect(send).toHaveBeenCalledTimes(1)
    laterTap()
    await expect(runner.run(step)).resolves.toEqual({ status: 'done', result: 1 })
    expect(send).toHaveBeenCalledTimes(2)

    const failing = jest.fn().mockRejectedValueOnce(new RequestError('x', 'network')).mockResolvedValue(2)
    const retry = { key: 'send:1', send: failing, fallback: 'failed' }
    await expect(runner.run(retry)).resolves.toMatchObject({ status: 'failed' })
    await expect(runner.run(retry)).resolves.toEqual({ status: 'done', result: 2 })
  })

  it('rolls back and says why when the server refuses', async () => {
    const { stores, platform } = makeTestStores({ loggedIn: true })
    const state = { value: 0 }
    const error = new RequestError('不能重复操作', 'business', 400)
    const outcome = await stores.interactions.run({
      key: 'k',
      apply: () => (state.value = 1),
      rollback: () => (state.value = 0),
      send: () => Promise.reject(error),
      fallback: 'failed',
    })
    expect(outcome).toEqual({ status: 'failed', error })
    expect(state.value).toBe(0)
    expect(platform.toast).toHaveBeenCalledWith('不能重复操作')
  })

  it('asks for login and does nothing without an account', async () => {
    const { stores, requireLogin } = makeTestStores({ loggedIn: false })
    const send = jest.fn()
    await expect(stores.interactions.run({ key: 'k', send, fallback: 'f' })).resolves.toEqual({ status: 'login' })
    expect(requireLogin).toHaveBeenCalledTimes(1)
    expect(send).not.toHaveBeenCalled()
    expect(stores.interactions.auth).toBeNull()
  })

  it('lets a step that needs no account run anonymously', async () => {
    const { stores } = makeTestStores({ loggedIn: false })
    const send = jest.fn(async () => 1)
    await expect(stores.interactions.run({ key: 'k', needsLogin: false, send, fallback: 'f' })).resolves.toEqual({
      status: 'done',
      result: 1,
    })
    expect(send).toHaveBeenCalledWith({ accountId: '', token: '', userCode: '' })
  })
})

describe('with no network (docs/product.md §8.5)', () => {
  it('a switch is refused with a toast and never shown as done; nothing is sent', async () => {
    let gone = true
    const { stores, api, platform } = makeTestStores({ loggedIn: true, env: { networkGone: () => gone } })
    const item = stores.dynamics.get(
      stores.dynamics.ingest({
        articleId: '1',
        forId: '1',
        pubType: 1,
        praised: false,
        praise: 0,
        praiseCount: 3,
      } as never),
    )!
    await expect(stores.dynamics.toggleLike(item)).resolves.toMatchObject({ status: 'failed' })
    expect(item).toMatchObject({ praised: false, praiseCount: 3 })
    expect(api.like.toggle).not.toHaveBeenCalled()
    expect(platform.toast).toHaveBeenCalledWith(ACTION_TEXTS.offline)
    gone = false
    api.like.toggle.mockResolvedValueOnce({ praised: true, praiseCount: 4 })
    await stores.dynamics.toggleLike(item)
    expect(item).toMatchObject({ praised: true, praiseCount: 4 })
  })

  it('a comment is not sent and says its text is kept in the draft', async () => {
    const { stores, api, platform } = makeTestStores({ loggedIn: true, env: { networkGone: () => true } })
    await expect(commentsOf(stores).post({ articleId: '1', content: '离线写的评论' })).resolves.toMatchObject({
      status: 'failed',
    })
    expect(api.publish.publishComment).not.toHaveBeenCalled()
    expect(platform.toast).toHaveBeenCalledWith(ACTION_TEXTS.offlineDraft)
  })

  it('a comment whose request finds no network says the same', async () => {
    const { stores, api, platform } = makeTestStores({ loggedIn: true })
    api.publish.publishComment.mockRejectedValueOnce(new RequestError('request:fail', 'network'))
    await commentsOf(stores).post({ articleId: '1', content: '断网时发出的评论' })
    expect(platform.toast).toHaveBeenCalledWith(ACTION_TEXTS.offlineDraft)
  })
})
