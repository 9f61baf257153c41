import { act, fireEvent, screen } from '@testing-library/react'
import type { ShortVideo } from '@shared/api'
import { DETAIL_TEXTS } from '@/components/article'
import ShortVideoPage, { VIDEO_TEXTS } from '@/community/shortVideo/index'
import { RequestError } from '@/http/types'
import { api, dynamic, flush, makeStores, pageOf, renderPage, setRoute, setupPlatform } from '../follow/page-harness'

const video = (id: string, overrides: Partial<ShortVideo> = {}): ShortVideo => ({
  videoId: id,
  pubId: id,
  forId: id,
  title: `视频${id}`,
  cover: `/c${id}.png`,
  videoUrl: `/static-videos/${id}.mp4`,
  duration: 4,
  accountId: 'a1',
  author: { nickName: '作者一', avatar: '', kind: 'user' },
  praiseCount: 3,
  commentCount: 1,
  praised: false,
  createdDate: '2026-11-22 10:00:00',
  ...overrides,
})

const detail = (id: string) => ({
  ...dynamic(id, { pubType: 6, pubId: id, articleId: id, forId: id, accountId: 'a1' }),
  content: null,
  html: null,
  source: 'post' as const,
  readCount: 0,
  collected: false,
  vote: null,
})

// jsdom has no media playback: record what the page asks of each player instead.
const played: string[] = []
const paused: string[] = []
beforeAll(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.id)
    return Promise.resolve()
  })
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused.push(this.id)
  })
})

beforeEach(() => {
  jest.clearAllMocks()
  played.length = 0
  paused.length = 0
})

describe('short video page', () => {
  it('starts at the opened video among the author videos, and each slide has its player and actions', async () => {
    setupPlatform()
    setRoute('community/shortVideo/index', { articleId: '12' })
    api.article.appInfo.mockResolvedValue(detail('12'))
    api.bigV.videos.mockResolvedValue(pageOf([video('11'), video('12'), video('13')]))
    await renderPage(ShortVideoPage, makeStores(false))
    expect(api.bigV.videos).toHaveBeenCalledWith(expect.objectContaining({ toAccountId: 'a1', pageNum: 1 }))
    expect(screen.getByTestId('short-video-feed').getAttribute('data-current')).toBe('1')
    const slides = screen.getAllByTestId('short-video')
    expect(slides.map((s) => s.getAttribute('data-active'))).toEqual(['0', '1', '0'])
    expect(screen.getByText(VIDEO_TEXTS.unmute)).toBeTruthy()
    expect(slides[1].textContent).toContain('@作者一')
    // The one on screen plays; its neighbours (the next one is loading ahead) wait paused.
    expect(played).toEqual(['short-video-12'])
    expect(paused.sort()).toEqual(['short-video-11', 'short-video-13'])
  })

  it('pages on through the author videos until it finds the opened one', async () => {
    setupPlatform()
    setRoute('community/shortVideo/index', { articleId: '30' })
    api.article.appInfo.mockResolvedValue(detail('30'))
    api.bigV.videos
      .mockResolvedValueOnce(
        pageOf(
          Array.from({ length: 20 }, (_, i) => video(String(i + 1))),
          true,
        ),
      )
      .mockResolvedValueOnce(pageOf([video('30')], false, 2))
    await renderPage(ShortVideoPage, makeStores(false))
    await flush()
    expect(api.bigV.videos).toHaveBeenCalledTimes(2)
    expect(screen.getByTestId('short-video-feed').getAttribute('data-current')).toBe('20')
  })

  it('likes the video through the dynamics store (the type-6 like), and outside the app it asks to open the app first', async () => {
    const { calls } = setupPlatform()
    setRoute('community/shortVideo/index', { articleId: '12' })
    api.article.appInfo.mockResolvedValue(detail('12'))
    api.bigV.videos.mockResolvedValue(pageOf([video('12')]))
    api.like.toggle.mockResolvedValue({ praised: true, praiseCount: 4 })
    await renderPage(ShortVideoPage, makeStores(true))
    await act(async () => fireEvent.click(screen.getByTestId('video-like')))
    await flush()
    expect(api.like.toggle).toHaveBeenCalledWith(expect.anything(), { pubType: 6, forId: '12' }, false)
    expect(screen.getByTestId('video-like').getAttribute('data-praised')).toBe('1')
    await act(async () => fireEvent.click(screen.getByTestId('video-share')))
    expect(calls.toast).toHaveBeenCalledWith('请在App内打开后操作')
  })

  it('评论 N opens a comments sheet to read and write; what is written counts on the video', async () => {
    setupPlatform()
    setRoute('community/shortVideo/index', { articleId: '12' })
    api.article.appInfo.mockResolvedValue(detail('12'))
    api.bigV.videos.mockResolvedValue(pageOf([video('12', { commentCount: 1 })]))
    const comment = (commentId: string, content: string) => ({
      commentId,
      articleId: '12',
      accountId: 'a2',
      author: { nickName: '看客', avatar: '', kind: 'user' as const },
      content,
      createdDate: '2026-11-22 11:00:00',
      praiseCount: 0,
      praised: false,
      replyCount: 0,
      replies: [],
    })
    api.article.comments.mockResolvedValue(pageOf([comment('c1', '拍得好 $贵州茅台(SH600519)$')]))
    api.publish.publishComment.mockResolvedValue(comment('c2', '同感'))
    await renderPage(ShortVideoPage, makeStores(true))
    expect(screen.queryByTestId('video-comments-sheet')).toBeNull()
    expect(screen.getByTestId('video-comments').querySelector('[data-icon="comment"]')).not.toBeNull()
    await act(async () => fireEvent.click(screen.getByTestId('video-comments')))
    await flush()
    const sheet = screen.getByTestId('video-comments-sheet')
    expect(api.article.comments).toHaveBeenCalledWith(expect.objectContaining({ articleId: '12', pageNum: 1 }))
    expect(sheet.textContent).toContain('拍得好')
    expect(sheet.querySelector('[data-testid="stock-mention"]')?.textContent).toContain('贵州茅台')
    const box = sheet.querySelector('taro-textarea-core')!
    act(() => {
      box.dispatchEvent(new CustomEvent('input', { detail: { value: '同感' }, bubbles: true }))
    })
    await act(async () => fireEvent.click(screen.getByTestId('comment-send')))
    await flush()
    expect(api.publish.publishComment).toHaveBeenCalledWith(
      expect.objectContaining({ articleId: '12', content: '同感' }),
    )
    expect(screen.getByTestId('video-comments-sheet').textContent).toContain('同感')
    expect(screen.getByTestId('video-comments').textContent).toContain('2')
    await act(async () => fireEvent.click(screen.getByTestId('video-comments-close')))
    expect(screen.queryByTestId('video-comments-sheet')).toBeNull()
  })

  it('says the link is wrong without an id, and that the video is gone for a 404', async () => {
    setupPlatform()
    setRoute('community/shortVideo/index', {})
    const { unmount } = await renderPage(ShortVideoPage, makeStores(false))
    expect(screen.getByTestId('empty-view').textContent).toBe(DETAIL_TEXTS.badLink)
    unmount()
    setRoute('community/shortVideo/index', { articleId: '99' })
    api.article.appInfo.mockRejectedValue(new RequestError('内容不存在或已删除', 'business', 404))
    await renderPage(ShortVideoPage, makeStores(false))
    expect(screen.getByTestId('empty-view').textContent).toBe(VIDEO_TEXTS.noVideos)
  })
})
