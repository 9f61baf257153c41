/**
 * What operations configure on the app home (docs/product.md §4.13): its banner (the page
 * configuration's banner module), the feature icons, and the newest topic with its latest posts.
 */
import type { Activity, PorcelainItem } from '@shared/api'
import { findPage } from '@/config/routes'
import { parseQuery } from '@/lib'
import { HOME_PAGE_ID, bannerImages } from '@shared/home-page'
import type { DynamicEntity, DynamicStore } from './dynamics'
import type { StoreEnv } from './env'
import { Loadable } from './loadable'
import type { SessionStore } from './session'
import type { TopicEntity, TopicStore } from './topics'

const ACTIVITIES_ASKED = 20

export interface NewestTopic {
  readonly topic: TopicEntity
  readonly dynamics: readonly DynamicEntity[]
}

export class HomeConfigStore {
  constructor(
    private readonly env: StoreEnv,
    private readonly session: SessionStore,
    private readonly topics: TopicStore,
    private readonly dynamics: DynamicStore,
  ) {}

  /** Drawn with the page's first render when its HTML carried the configuration (docs/product.md §2.9). */
  banner(): Loadable<string[]> {
    const atBoot = this.env.api.page.infoAtBoot(HOME_PAGE_ID)
    return new Loadable(
      async () => bannerImages(await this.env.api.page.info(HOME_PAGE_ID)),
      atBoot ? { value: bannerImages(atBoot) } : undefined,
    )
  }

  /**
   * The campaign entries operations list (activityList): those not ended whose page is part of this
   * build, one per page, so a campaign shows once its page exists. A page is its path with the parameters that
   * say which item it shows (the route's codeParams): two topics' campaigns are two pages (docs/product.md §4.13).
   */
  activities(): Loadable<Activity[]> {
    return new Loadable(async () => {
      const { list } = await this.env.api.article.activities({ pageNum: 1, pageSize: ACTIVITIES_ASKED })
      const seen = new Set<string>()
      return list.filter((activity) => {
        const route = findPage(activity.url)
        if (activity.status === 'ended' || !route) return false
        const query = parseQuery(activity.url)
        const page = [route.path, ...route.codeParams.map((name) => `${name}=${query[name] ?? ''}`)].join('|')
        if (seen.has(page)) return false
        seen.add(page)
        return true
      })
    })
  }

  featureIcons(): Loadable<PorcelainItem[]> {
    return new Loadable(async () => [...(await this.env.api.misc.porcelainList())].sort((a, b) => a.sort - b.sort))
  }

  newestTopic(): Loadable<NewestTopic | null> {
    return new Loadable(async () => {
      const answer = await this.env.api.misc.newTopicAndArticle(this.session.accountId || undefined)
      if (!answer.topic) return null
      const topic = this.topics.get(this.topics.ingest(answer.topic)) as TopicEntity
      const dynamics = answer.articles.map((raw) => this.dynamics.get(this.dynamics.ingest(raw)) as DynamicEntity)
      return { topic, dynamics }
    })
  }
}
