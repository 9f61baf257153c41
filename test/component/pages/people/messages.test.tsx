import { fireEvent, screen } from '@testing-library/react'
import type { PersonalMessage } from '@shared/api'
import PersonalMsgPage, { MESSAGE_TEXTS } from '@/community/personalMsg/index'
import { api, flush, makeStores, pageOf, renderPage, setRoute, setupPlatform } from '../follow/page-harness'

const message = (id: string, overrides: Partial<PersonalMessage> = {}): PersonalMessage => ({
  msgId: id,
  type: 'comment',
  from: { accountId: 'a1', nickName: '价值发现者', avatar: '', kind: 'user' },
  content: '说得好',
  articleId: '42',
  commentId: '7',
  createdDate: '2026-11-22 10:00:00',
  read: false,
  ...overrides,
})

beforeEach(() => {
  jest.clearAllMocks()
  setRoute('community/personalMsg/index')
})

describe('messages', () => {
  it('shows each box with its unread count (999+ at most) and opens a message, marking it read', async () => {
    const { calls } = setupPlatform()
    api.misc.unreadMessages.mockResolvedValue({ comment: 2, praise: 1200, follow: 0, system: 0 })
    api.misc.personalMessages.mockResolvedValue(pageOf([message('1'), message('2', { read: true })]))
    api.misc.readMessages.mockResolvedValue({ comment: 1, praise: 1200, follow: 0, system: 0 })
    await renderPage(PersonalMsgPage, makeStores(true))
    await flush()
    expect(screen.getByTestId('messages-tab-comment').textContent).toBe('评论 2')
    expect(screen.getByTestId('messages-tab-praise').textContent).toBe('赞 999+')
    expect(screen.getByTestId('messages-tab-follow').textContent).toBe(MESSAGE_TEXTS.boxes.follow)
    expect(api.misc.personalMessages).toHaveBeenCalledWith(expect.objectContaining({ box: 'comment', pageNum: 1 }))
    const rows = screen.getAllByTestId('message-row')
    expect(rows.map((r) => r.getAttribute('data-read'))).toEqual(['0', '1'])
    fireEvent.click(rows[0])
    await flush()
    expect(api.misc.readMessages).toHaveBeenCalledWith(expect.objectContaining({ msgId: '1' }))
    expect(screen.getAllByTestId('message-row')[0].getAttribute('data-read')).toBe('1')
    expect(screen.getByTestId('messages-tab-comment').textContent).toBe('评论 1')
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/community/articleDetail/index?articleId=42&source=post')
  })

  it('marks a whole box read, opens a follower’s page, and says when a box is empty', async () => {
    const { calls } = setupPlatform()
    api.misc.unreadMessages.mockResolvedValue({ comment: 0, praise: 0, follow: 1, system: 0 })
    api.misc.personalMessages.mockImplementation(async (req) =>
      req.box === 'follow' ? pageOf([message('5', { type: 'follow', content: '', articleId: null })]) : pageOf([]),
    )
    api.misc.readMessages.mockResolvedValue({ comment: 0, praise: 0, follow: 0, system: 0 })
    await renderPage(PersonalMsgPage, makeStores(true))
    await flush()
    expect(screen.getByTestId('empty-view').textContent).toBe(MESSAGE_TEXTS.empty.comment)
    fireEvent.click(screen.getByTestId('messages-tab-follow'))
    await flush()
    fireEvent.click(screen.getByTestId('messages-read-all'))
    await flush()
    expect(api.misc.readMessages).toHaveBeenCalledWith(expect.objectContaining({ box: 'follow' }))
    expect(screen.getByTestId('message-row').getAttribute('data-read')).toBe('1')
    fireEvent.click(screen.getByTestId('message-row'))
    await flush()
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/community/personalCenter/index?toAccountId=a1')
  })

  it('asks a visitor to log in', async () => {
    setupPlatform()
    await renderPage(PersonalMsgPage, makeStores(false))
    expect(screen.getByTestId('login-prompt').textContent).toContain(MESSAGE_TEXTS.loginNeeded)
  })
})
