/**
 * Every count a write changes moves on every screen that shows it (docs/product.md §4.8, §4.9): an article's
 * comment count and a comment's reply preview for replies, a circle's 动态 and a topic's discussions for posts.
 */
import type { ArticleDetail, Circle, Comment, Topic } from '@shared/api'
import { circlesOf, commentsOf } from '@/stores'
import { apiPage, blankDynamic, commentFixture, replyFixture } from '../../support/fixtures'
import { makeTestStores } from '../../support/store-env'

const page = apiPage

const article = (overrides: Partial<ArticleDetail> = {}): ArticleDetail => ({
  ...blankDynamic(),
  pubType: 5,
  pubId: '1',
  articleId: '1',
  forId: '1',
  accountId: '10001',
  commentCount: 6,
  content: '正文',
  html: null,
  source: 'post',
  readCount: 0,
  collected: false,
  vote: null,
  ...overrides,
})

const comment = commentFixture
const reply = replyFixture

async function articleWithComment(head: Comment) {
  const made = makeTestStores({ loggedIn: true })
  const { stores, api } = made
  api.article.appInfo.mockResolvedValue(article())
  const detail = stores.dynamics.detail('1')
  await detail.reload()
  api.article.comments.mockResolvedValue(page([head]))
  const list = commentsOf(stores).ofArticle('1')
  await list.refresh()
  return { ...made, item: detail.data!, list }
}

describe('a reply written on the comment page', () => {
  it("raises the article's comment count and shows in the preview under the comment", async () => {
    const { stores, api, item, list } = await articleWithComment(comment('c1'))
    api.article.commentReplies.mockResolvedValue({ comment: comment('c1'), replies: { ...page([]), total: 0 } })
    const thread = commentsOf(stores).thread('c1')
    await thread.list.refresh()
    api.publish.publishComment.mockResolvedValue(reply('r1', 'c1'))
    await commentsOf(stores).post({ articleId: '1', parentId: 'c1', content: '回复' })
    expect(item.commentCount).toBe(7)
    const head = list.items[0] as Comment
    expect(head.replyCount).toBe(1)
    // Not an empty box that says 共1条回复: the reply itself is in it.
    expect(head.replies.map((r) => r.commentId)).toEqual(['r1'])

    api.publish.removeContent.mockResolvedValue(null)
    await commentsOf(stores).remove(thread.list.items[0])
    expect(item.commentCount).toBe(6)
    expect(head.replyCount).toBe(0)
    expect(head.replies).toEqual([])
  })

  it('joins a full preview only by its count (the preview is the oldest replies)', async () => {
    const oldest = [reply('r1', 'c1'), reply('r2', 'c1'), reply('r3', 'c1')]
    const { stores, api, list } = await articleWithComment(comment('c1', { replyCount: 3, replies: oldest }))
    api.publish.publishComment.mockResolvedValue(reply('r4', 'c1'))
    await commentsOf(stores).post({ articleId: '1', parentId: 'c1', content: '回复' })
    const head = list.items[0] as Comment
    expect(head.replyCount).toBe(4)
    expect(head.replies.map((r) => r.commentId)).toEqual(['r1', 'r2', 'r3'])
  })

  it('deleting a comment takes its replies off the count too, as the server does', async () => {
    const { stores, api, item, list } = await articleWithComment(
      comment('c1', { replyCount: 2, replies: [reply('r1', 'c1'), reply('r2', 'c1')] }),
    )
    api.publish.removeContent.mockResolvedValue(null)
    await commentsOf(stores).remove(list.items[0])
    expect(item.commentCount).toBe(3)
    expect(list.items).toEqual([])
  })
})

describe('a post filed under a circle and topics', () => {
  it("moves the circle's 动态 count, the topics' discussions and an activity topic's articles, and back when deleted", async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    const circle: Circle = {
      circleId: 'k1',
      name: '圈',
      icon: '',
      intro: '',
      memberCount: 3,
      dynamicCount: 12,
      followed: true,
    }
    const shown = circlesOf(stores).get(circlesOf(stores).ingest(circle))!
    const topic: Topic = {
      topicId: 't1',
      title: '话题',
      cover: '',
      intro: '',
      readCount: 0,
      discussCount: 4,
      hot: false,
      isActivity: true,
      showPosition: null,
      startDate: null,
      endDate: null,
    }
    stores.topics.ingest(topic)
    api.topic.getActivityTopicOverview.mockResolvedValue({
      topicId: 't1',
      participants: 2,
      articleCount: 4,
      readCount: 0,
      ranking: [],
    })
    const overview = stores.topics.overview('t1')
    await overview.reload()

    const posted = article({
      pubId: '9',
      articleId: '9',
      circle: { circleId: 'k1', name: '圈' },
      topics: [{ topicId: 't1', title: '话题' }],
    })
    api.article.appInfo.mockResolvedValue(posted)
    await stores.dynamics.notePublished('9')
    expect(shown.dynamicCount).toBe(13)
    expect(stores.topics.get('t1')?.discussCount).toBe(5)
    expect(overview.data?.articleCount).toBe(5)

    api.publish.removeContent.mockResolvedValue(null)
    await stores.dynamics.remove(stores.dynamics.get(stores.dynamics.ingest(posted))!)
    expect(shown.dynamicCount).toBe(12)
    expect(stores.topics.get('t1')?.discussCount).toBe(4)
    expect(overview.data?.articleCount).toBe(4)
  })
})
