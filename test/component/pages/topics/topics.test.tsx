import { act, fireEvent, screen } from '@testing-library/react'
import type { CircleDetail, Topic, TopicDetail } from '@shared/api'
import { ACTION_TEXTS, LIMITS } from '@/config/constants'
import { DETAIL_TEXTS } from '@/components/article'
import { RequestError } from '@/http/types'
import CirclePage, { CIRCLE_TEXTS } from '@/monetary_circle/circle/circle'
import AllTopicPage, { ALL_TOPIC_TEXTS } from '@/topics/allTopic/index'
import TopicPage from '@/topics/topicPage/index'
import { TOPIC_TEXTS } from '@/components/topic'
import {
  api,
  deferred,
  dynamic,
  flush,
  makeStores,
  pageOf,
  renderPage,
  setRoute,
  setupPlatform,
  wait,
} from '../follow/page-harness'

const topic = (id: string, overrides: Partial<TopicDetail> = {}): TopicDetail => ({
  topicId: id,
  title: `#话题${id}#`,
  cover: '',
  intro: '一起聊聊',
  readCount: 1200,
  discussCount: 34,
  hot: true,
  isActivity: false,
  showPosition: null,
  startDate: null,
  endDate: null,
  vote: {
    title: '白酒还能涨吗？你的选择是',
    options: [
      { optionId: 'up', title: '看多', count: 3 },
      { optionId: 'down', title: '看空', count: 1 },
    ],
    myOptionId: null,
  },
  participantAvatars: [],
  ...overrides,
})

const circle = (id: string, overrides: Partial<CircleDetail> = {}): CircleDetail => ({
  circleId: id,
  name: `圈子${id}`,
  icon: '',
  intro: '志同道合',
  memberCount: 9,
  dynamicCount: 20,
  followed: false,
  banner: '',
  notice: '',
  admins: [],
  ...overrides,
})

beforeEach(() => {
  jest.clearAllMocks()
})

describe('topic page', () => {
  it('shows who took part lately as one overlapping group of at most five faces, and no group when no one did', async () => {
    setupPlatform()
    setRoute('topics/topicPage/index', { topicId: '8' })
    const faces = Array.from({ length: 7 }, (_, i) => `https://img.example/${i}.png`)
    api.topic.queryTopicInfo.mockResolvedValue(topic('8', { participantAvatars: faces }))
    api.topic.queryNewArticle.mockResolvedValue(pageOf([dynamic('1')]))
    const view = await renderPage(TopicPage, makeStores(true))
    const group = screen.getByTestId('avatar-group')
    expect(group.getAttribute('aria-label')).toBe(TOPIC_TEXTS.recentParticipants)
    const shown = Array.from(group.querySelectorAll('img')).map((img) => img.getAttribute('src'))
    expect(shown).toEqual(faces.slice(0, LIMITS.avatarGroupMax))
    view.unmount()

    setRoute('topics/topicPage/index', { topicId: '9' })
    api.topic.queryTopicInfo.mockResolvedValue(topic('9'))
    await renderPage(TopicPage, makeStores(true))
    expect(screen.getByTestId('topic-header')).toBeTruthy()
    expect(screen.queryByTestId('avatar-group')).toBeNull()
  })

  it('shows the topic, votes once with the count moving at once, and switches to 最热', async () => {
    const { calls } = setupPlatform()
    setRoute('topics/topicPage/index', { topicId: '7' })
    api.topic.queryTopicInfo.mockResolvedValue(topic('7'))
    api.topic.queryNewArticle.mockResolvedValue(pageOf([dynamic('1'), dynamic('2')]))
    api.topic.queryHotArticle.mockResolvedValue(pageOf([dynamic('3')]))
    api.topic.topicVote.mockResolvedValue({
      title: '白酒还能涨吗？你的选择是',
      options: [
        { optionId: 'up', title: '看多', count: 4 },
        { optionId: 'down', title: '看空', count: 1 },
      ],
      myOptionId: 'up',
    })
    await renderPage(TopicPage, makeStores(true))
    expect(screen.getByTestId('topic-header').textContent).toContain('#话题7#')
    expect(screen.getByTestId('topic-header').textContent).toContain(`1200 ${TOPIC_TEXTS.reads}`)
    expect(screen.getAllByTestId('feed-card')).toHaveLength(2)
    expect(screen.queryByTestId('topic-tab-activity')).toBeNull()
    await act(async () => fireEvent.click(screen.getAllByTestId('topic-vote-option')[0]))
    await flush()
    expect(api.topic.topicVote).toHaveBeenCalledWith(expect.objectContaining({ topicId: '7', optionId: 'up' }))
    expect(screen.getByTestId('topic-vote').getAttribute('data-state')).toBe('results')
    expect(screen.getByTestId('topic-vote').textContent).toContain('80%')
    // The poll says its question, and one's side is marked with a check, not only in bold.
    expect(screen.getByTestId('topic-vote-title').textContent).toBe('白酒还能涨吗？你的选择是')
    const [up, down] = screen.getAllByTestId('topic-vote-option')
    expect(up.getAttribute('data-mine')).toBe('1')
    expect(up.querySelector('[data-testid="topic-vote-check"]')).not.toBeNull()
    expect(down.querySelector('[data-testid="topic-vote-check"]')).toBeNull()
    expect(calls.toast).toHaveBeenCalledWith(ACTION_TEXTS.voted)
    await act(async () => fireEvent.click(screen.getByTestId('topic-tab-hot')))
    await flush()
    expect(api.topic.queryHotArticle).toHaveBeenCalledWith(expect.objectContaining({ topicId: '7', pageNum: 1 }))
    expect(screen.getAllByTestId('feed-card')).toHaveLength(1)
  })

  it('has an 活动 tab with the figures for activity topics', async () => {
    setupPlatform()
    setRoute('topics/topicPage/index', { topicId: '8' })
    api.topic.queryTopicInfo.mockResolvedValue(topic('8', { isActivity: true, vote: null }))
    api.topic.queryNewArticle.mockResolvedValue(pageOf([]))
    api.topic.queryHotActivityArticle.mockResolvedValue(pageOf([dynamic('4')]))
    api.topic.getActivityTopicOverview.mockResolvedValue({
      topicId: '8',
      participants: 56,
      articleCount: 7,
      readCount: 1,
      ranking: [],
    })
    await renderPage(TopicPage, makeStores(false))
    expect(screen.getByTestId('empty-view').textContent).toBe(TOPIC_TEXTS.empty)
    await act(async () => fireEvent.click(screen.getByTestId('topic-tab-activity')))
    await flush()
    expect(screen.getByTestId('topic-overview').textContent).toContain('56')
    expect(screen.getAllByTestId('feed-card')).toHaveLength(1)
  })

  it('says the link is wrong or the topic is gone, and retries other failures', async () => {
    setupPlatform()
    setRoute('topics/topicPage/index', {})
    const { unmount } = await renderPage(TopicPage, makeStores(false))
    expect(screen.getByTestId('empty-view').textContent).toBe(DETAIL_TEXTS.badLink)
    unmount()
    setRoute('topics/topicPage/index', { topicId: '404' })
    api.topic.queryTopicInfo.mockRejectedValueOnce(new RequestError('话题不存在', 'business', 404))
    const second = await renderPage(TopicPage, makeStores(false))
    expect(screen.getByTestId('empty-view').textContent).toBe(TOPIC_TEXTS.missing)
    second.unmount()
    api.topic.queryTopicInfo.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(topic('404'))
    api.topic.queryNewArticle.mockResolvedValue(pageOf([]))
    await renderPage(TopicPage, makeStores(false))
    await act(async () => fireEvent.click(screen.getByTestId('error-view')))
    await flush()
    expect(screen.getByTestId('topic-header')).toBeTruthy()
  })
})

describe('all topics', () => {
  const row = (id: string): Topic => topic(id)
  it('puts the placed topics first without repeats, pages on, and searches by name', async () => {
    setupPlatform()
    setRoute('topics/allTopic/index')
    api.topic.queryTopicByShowPosition.mockResolvedValue([row('9')])
    api.topic.queryTopicAll.mockResolvedValue(pageOf([row('1'), row('9'), row('2')]))
    api.topic.queryTopicPage.mockResolvedValue(pageOf([]))
    await renderPage(AllTopicPage, makeStores(false))
    expect(screen.getAllByTestId('topic-row').map((r) => r.getAttribute('data-id'))).toEqual(['9', '1', '2'])
    const input = document.querySelector('taro-input-core') as Element
    input.dispatchEvent(new CustomEvent('input', { detail: { value: '不存在' }, bubbles: true }))
    await act(async () => fireEvent.click(screen.getByText('搜索')))
    await flush()
    expect(api.topic.queryTopicPage).toHaveBeenCalledWith(expect.objectContaining({ keyword: '不存在' }))
    expect(screen.getByTestId('empty-view').textContent).toBe(ALL_TOPIC_TEXTS.noMatch)
  })

  it('loads under its search bar with skeleton rows, not a spinner, and keeps the bar when the list fails', async () => {
    setupPlatform()
    setRoute('topics/allTopic/index')
    api.topic.queryTopicByShowPosition.mockResolvedValue([])
    const pending = deferred<ReturnType<typeof pageOf<Topic>>>()
    api.topic.queryTopicAll.mockReturnValueOnce(pending.promise)
    await renderPage(AllTopicPage, makeStores(false))
    await wait(250)
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0)
    expect(document.querySelector('.state-view__spinner')).toBeNull()
    expect(document.querySelector('taro-input-core')).not.toBeNull()
    await act(async () => pending.reject(new Error('down')))
    await flush()
    expect(screen.getByTestId('error-view')).toBeTruthy()
    expect(document.querySelector('taro-input-core')).not.toBeNull()
  })
})

describe('circle page', () => {
  it('shows the circle, joins and leaves it with the member count, and lists its activities', async () => {
    const { calls } = setupPlatform()
    setRoute('monetary_circle/circle/circle', { circleId: '3' })
    api.circle.info.mockResolvedValue(circle('3'))
    api.circle.newest.mockResolvedValue(pageOf([dynamic('1')]))
    api.circle.activities.mockResolvedValue(
      pageOf([
        {
          activityId: 'a1',
          title: '新手打卡',
          cover: '',
          url: '/topics/allTopic/index',
          startDate: '2026-11-20 10:00:00',
          endDate: '2026-11-30 10:00:00',
          status: 'ongoing',
        },
      ]),
    )
    api.follow.followCircle.mockResolvedValueOnce({ followed: true, memberCount: 10 })
    await renderPage(CirclePage, makeStores(true))
    expect(screen.getByTestId('circle-header').textContent).toContain('圈子3')
    const join = screen.getByTestId('circle-join')
    await act(async () => fireEvent.click(join))
    await flush()
    expect(api.follow.followCircle).toHaveBeenCalledWith(expect.anything(), '3', true)
    expect(join.getAttribute('data-joined')).toBe('1')
    expect(screen.getByTestId('circle-members').textContent).toContain(`10 ${CIRCLE_TEXTS.members}`)
    expect(calls.toast).toHaveBeenCalledWith(ACTION_TEXTS.joined)
    await act(async () => fireEvent.click(screen.getByTestId('circle-tab-activity')))
    await flush()
    expect(screen.getByTestId('circle-activities').textContent).toContain('新手打卡')
  })

  it('asks before leaving: cancel keeps the circle, 确定 leaves it (docs/product.md §4.12)', async () => {
    setupPlatform()
    setRoute('monetary_circle/circle/circle', { circleId: '3' })
    api.circle.info.mockResolvedValue({ ...circle('3'), followed: true })
    api.circle.newest.mockResolvedValue(pageOf([]))
    api.follow.followCircle.mockResolvedValueOnce({ followed: false, memberCount: 9 })
    await renderPage(CirclePage, makeStores(true))
    const join = screen.getByTestId('circle-join')
    expect(join.getAttribute('data-joined')).toBe('1')
    await act(async () => fireEvent.click(join))
    expect(screen.getByTestId('modal').textContent).toContain(CIRCLE_TEXTS.leaveConfirm)
    await act(async () => fireEvent.click(screen.getByTestId('modal-cancel')))
    expect(api.follow.followCircle).not.toHaveBeenCalled()
    expect(join.getAttribute('data-joined')).toBe('1')
    await act(async () => fireEvent.click(join))
    await act(async () => fireEvent.click(screen.getByTestId('modal-confirm')))
    await flush()
    expect(api.follow.followCircle).toHaveBeenCalledWith(expect.anything(), '3', false)
    expect(join.getAttribute('data-joined')).toBe('0')
  })

  it('says the link is wrong for a bad id', async () => {
    setupPlatform()
    setRoute('monetary_circle/circle/circle', { circleId: '<x>' })
    await renderPage(CirclePage, makeStores(false))
    expect(screen.getByTestId('empty-view').textContent).toBe(DETAIL_TEXTS.badLink)
  })
})
