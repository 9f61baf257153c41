/** The community home tabs: the feed each shows, and whether it needs an account. */
export type HomeTab = 'recommend' | 'follow' | 'latest' | 'live'

export interface HomeTabEntry {
  tab: HomeTab
  label: string
  needsLogin: boolean
}

export const HOME_TABS: readonly HomeTabEntry[] = [
  { tab: 'recommend', label: '推荐', needsLogin: false },
  { tab: 'follow', label: '关注', needsLogin: true },
  { tab: 'latest', label: '最新', needsLogin: false },
  { tab: 'live', label: '直播', needsLogin: false },
]

export const HOME_TEXTS = {
  followLogin: '登录后查看你关注的人的动态',
  followEmpty: '还没有关注的人的动态',
  seeRecommended: '去看看推荐',
  liveEmpty: '暂无直播',
  myFollow: '我的关注',
} as const
