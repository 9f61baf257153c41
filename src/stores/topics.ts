/**
 * Topics by id, and the lists that show them (home's hot topics today; the topic pages add their
 * own queries here, next to the calls that load them).
 */
import type { Topic } from '@shared/api'
import type { StoreEnv } from './env'
import { EntityMap } from './entity-map'
import { ListQuery, fromPage } from './list-query'

export class TopicStore {
  private readonly entities = new EntityMap<Topic>()

  constructor(private readonly env: StoreEnv) {}

  get(topicId: string): Topic | undefined {
    return this.entities.get(topicId)
  }

  ingest(topic: Topic): string {
    this.entities.merge(topic.topicId, topic, () => ({ ...topic }))
    return topic.topicId
  }

  /** Recommended (hot) topics, one page of `size`. */
  recommended(size: number): ListQuery<Topic> {
    return new ListQuery<Topic>(
      async () => {
        const page = fromPage(await this.env.api.topic.topicRecommend({ pageNum: 1, pageSize: size }))
        return { items: page.items, hasMore: false }
      },
      { ingest: (raw) => this.ingest(raw), resolve: (key) => this.get(key) },
      { pageSize: size },
    )
  }
}
