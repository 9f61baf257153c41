/**
 * Topics by id, with their votes, and the lists that show them (hot topics, all topics, a search).
 * Voting on a topic is one store action (docs/product.md §4.7), so the topic shows one result everywhere.
 */
import { observable } from 'mobx'
import type { ActivityTopicOverview, Dynamic, Topic, TopicDetail, TopicVote } from '@shared/api'
import { ACTION_TEXTS } from '@/config/constants'
import type { StoreEnv } from './env'
import { EntityMap } from './entity-map'
import type { InteractionRunner, Outcome } from './interactions'
import { ListQuery, fromPage, type PageLoader } from './list-query'
import { Loadable } from './loadable'
import type { ReadonlyDeep } from '@/lib'
import type { SessionStore } from './session'

/** Where the all-topics page puts its placed topics first. */
export const PLACED_POSITION = 'community'

/** A topic as the store keeps it: the list fields, its poll and participants once its page was opened. */
type TopicRecord = Topic & Partial<Pick<TopicDetail, 'vote' | 'participantAvatars'>>

/** A topic as screens see it: the store's one object for it, read-only (its actions change it). */
export type TopicEntity = ReadonlyDeep<TopicRecord>

const voteKey = (topicId: string) => `topic-vote:${topicId}`

export class TopicStore {
  private readonly entities = new EntityMap<TopicRecord>()
  /** The activity figures last shown for each topic, so a post moves its article count. */
  private readonly overviews = new Map<string, ActivityTopicOverview>()

  constructor(
    private readonly env: StoreEnv,
    private readonly session: SessionStore,
    private readonly runner: InteractionRunner,
  ) {}

  get(topicId: string): TopicEntity | undefined {
    return this.entities.get(topicId)
  }

  ingest(topic: Topic | TopicDetail): string {
    const hold = this.runner.isBusy(voteKey(topic.topicId)) ? (['vote'] as const) : []
    this.entities.merge(topic.topicId, topic, () => ({ ...topic }), hold)
    return topic.topicId
  }

  private query(load: PageLoader<Topic>, pageSize?: number): ListQuery<Topic, TopicEntity> {
    return new ListQuery(load, { ingest: (raw) => this.ingest(raw), resolve: (key) => this.get(key) }, { pageSize })
  }

  /** Recommended (hot) topics, one page of `size`. */
  recommended(size: number): ListQuery<Topic, TopicEntity> {
    return this.query(async () => {
      const page = fromPage(await this.env.api.topic.topicRecommend({ pageNum: 1, pageSize: size }))
      return { items: page.items, hasMore: false }
    }, size)
  }

  /**
   * Every topic, the ones operations placed on the community first (then not repeated); with a
   * keyword, the topics whose name has it.
   */
  all(keyword = ''): ListQuery<Topic, TopicEntity> {
    const word = keyword.trim()
    if (word) {
      return this.query(async (pageNum, pageSize) =>
        fromPage(await this.env.api.topic.queryTopicPage({ keyword: word, pageNum, pageSize })),
      )
    }
    return this.query(async (pageNum, pageSize) => {
      const [placed, page] = await Promise.all([
        pageNum === 1 ? this.env.api.topic.queryTopicByShowPosition(PLACED_POSITION) : Promise.resolve([]),
        this.env.api.topic.queryTopicAll({ pageNum, pageSize }),
      ])
      const placedIds = new Set(placed.map((t) => t.topicId))
      const rest = fromPage(page)
      return { items: [...placed, ...rest.items.filter((t) => !placedIds.has(t.topicId))], hasMore: rest.hasMore }
    })
  }

  /** A topic's page: its detail (with the vote as the viewer sees it). */
  detail(topicId: string | null): Loadable<TopicEntity> {
    if (topicId === null) return new Loadable<TopicEntity>(null)
    return new Loadable(async () => {
      const key = this.ingest(await this.env.api.topic.queryTopicInfo(topicId, this.session.accountId || undefined))
      return this.get(key) as TopicEntity
    })
  }

  /** An activity topic's figures: participants, articles, reads and the ranking; one copy per topic. */
  overview(topicId: string): Loadable<ReadonlyDeep<ActivityTopicOverview>> {
    return new Loadable(async () => {
      const fresh = await this.env.api.topic.getActivityTopicOverview(topicId)
      const overview = observable(fresh, {}, { deep: false })
      this.overviews.set(topicId, overview)
      return overview
    })
  }

  /**
   * A dynamic filed under these topics was posted (+1) or deleted (-1): each topic's discussion count moves
   * wherever it shows, and so does an activity topic's article count.
   */
  noteFiled(item: Pick<Dynamic, 'topics'>, by: 1 | -1): void {
    for (const { topicId } of item.topics) {
      const topic = this.entities.get(topicId)
      if (topic) topic.discussCount = Math.max(0, topic.discussCount + by)
      const overview = this.overviews.get(topicId)
      if (overview) overview.articleCount = Math.max(0, overview.articleCount + by)
    }
  }

  /** Another account is signed in (docs/product.md §4.2): the last viewer's poll choices are forgotten. */
  forgetViewer(): void {
    for (const topic of this.entities.values()) {
      if (topic.vote) topic.vote = { ...topic.vote, myOptionId: null }
    }
  }

  isVoteBusy(topicId: string): boolean {
    return this.runner.isBusy(voteKey(topicId))
  }

  /** One vote per account on a topic's poll; the count moves at once, the server's result is the truth. */
  vote(view: TopicEntity, optionId: string): Promise<Outcome<TopicVote>> {
    const topic = this.entities.own(view.topicId)
    const before = topic.vote
    return this.runner.run({
      key: voteKey(topic.topicId),
      apply: () => {
        if (!before) return
        topic.vote = {
          ...before,
          myOptionId: optionId,
          options: before.options.map((o) => (o.optionId === optionId ? { ...o, count: o.count + 1 } : o)),
        }
      },
      rollback: () => (topic.vote = before),
      send: (auth) => this.env.api.topic.topicVote({ ...auth, topicId: topic.topicId, optionId }),
      commit: (result) => (topic.vote = result),
      done: () => ACTION_TEXTS.voted,
      fallback: ACTION_TEXTS.voteFailed,
    })
  }
}
