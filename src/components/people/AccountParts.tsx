import { Text, View } from '@tarojs/components'
import type { BigVHome } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { FeedList, PagedFeed, feedShellState } from '@/components/feed'
import { FollowButton } from '@/components/follow'
import { Badge, Picture } from '@/components/kit'
import { LiveCard } from '@/components/live'
import { EmptyView, LoadingView, PagedListFooter, SkeletonList } from '@/components/shell'
import { useListQuery, useLoadable } from '@/hooks'
import { formatCount } from '@/lib'
import { openRoute } from '@/navigation'
import { useAccounts, useDynamics, useLives, useSession, type AccountEntity, useMessages } from '@/stores'
import { DECORATIVE_IMAGE } from '@/components/kit/image-alt'
import './people.css'

/** The feeds an account's page shows (its lives are listed apart). */
export type AccountFeedKind = 'dynamics' | 'articles' | 'videos'

export const CENTRE_TEXTS = {
  following: '关注',
  followers: '粉丝',
  likes: '获赞',
  edit: '编辑资料',
  messages: '消息',
  pinned: '置顶',
  notFound: '该用户不存在或已注销',
  loginForSelf: '登录后查看你的个人主页',
  empty: { dynamics: '还没有发布动态', articles: '还没有发表文章', lives: '还没有直播', videos: '还没有视频' },
  /** One's own empty dynamics offer the composer (docs/product.md §4.21). */
  firstPost: '发第一条',
} as const

/** Avatar, name, verification, bio, the counts (follows and fans open the follow page) and follow or 编辑资料. */
export const CentreHeader = observer(function CentreHeader({
  account,
  home,
}: {
  account: AccountEntity
  home: Omit<BigVHome, 'account'>
}) {
  const accounts = useAccounts()
  const self = accounts.isSelf(account.accountId)
  const openFollows = (tab: 'following' | 'followers') =>
    void openRoute('pages/follow/index', { toAccountId: account.accountId, tab })
  return (
    <View className="centre-header" data-testid="centre-header">
      <View className="centre-header__top">
        <Picture imgProps={DECORATIVE_IMAGE} className="centre-header__avatar" src={account.avatar} mode="aspectFill" />
        <View className="centre-header__names">
          <Text className="centre-header__name">{account.nickName}</Text>
          {account.verifiedTitle ? (
            <Text className={`centre-header__badge centre-header__badge--${account.kind}`} data-testid="centre-badge">
              {account.verifiedTitle}
            </Text>
          ) : null}
        </View>
        {self ? (
          <View className="centre-header__own">
            <MessagesEntry />
            <Text
              className="centre-header__edit"
              data-testid="centre-edit"
              onClick={() => void openRoute('community/personDetail/index')}
            >
              {CENTRE_TEXTS.edit}
            </Text>
          </View>
        ) : (
          <FollowButton accountId={account.accountId} />
        )}
      </View>
      {account.bio ? <Text className="centre-header__bio">{account.bio}</Text> : null}
      <View className="centre-header__counts">
        <View className="centre-header__count" data-testid="centre-following" onClick={() => openFollows('following')}>
          <Text className="centre-header__number">{formatCount(account.following ?? 0)}</Text>
          <Text className="centre-header__label">{CENTRE_TEXTS.following}</Text>
        </View>
        <View className="centre-header__count" data-testid="centre-followers" onClick={() => openFollows('followers')}>
          <Text className="centre-header__number">{formatCount(account.followers ?? 0)}</Text>
          <Text className="centre-header__label">{CENTRE_TEXTS.followers}</Text>
        </View>
        <View className="centre-header__count" data-testid="centre-likes">
          <Text className="centre-header__number">{formatCount(home.praiseCount)}</Text>
          <Text className="centre-header__label">{CENTRE_TEXTS.likes}</Text>
        </View>
      </View>
    </View>
  )
})

/** 消息 with the unread count (at most 999+), on the viewer's own page. */
const MessagesEntry = observer(function MessagesEntry() {
  const messages = useMessages()
  useEffect(() => {
    void messages.refreshUnread()
  }, [messages])
  return (
    <View
      className="centre-header__messages"
      data-testid="centre-messages"
      onClick={() => void openRoute('community/personalMsg/index')}
    >
      <Text>{CENTRE_TEXTS.messages}</Text>
      {messages.total > 0 ? <Badge count={messages.total} /> : null}
    </View>
  )
})

/** What the account pinned, above its dynamics. */
const Pinned = observer(function Pinned({ accountId }: { accountId: string }) {
  const dynamics = useDynamics()
  const pinned = useLoadable(() => dynamics.pinned(accountId), accountId)
  const items = pinned.data ?? []
  if (items.length === 0) return null
  return (
    <View className="centre-pinned" data-testid="centre-pinned">
      <Text className="centre-pinned__label">{CENTRE_TEXTS.pinned}</Text>
      <FeedList items={items} />
    </View>
  )
})

export const AccountFeedTab = observer(function FeedTab({
  accountId,
  tab,
}: {
  accountId: string
  tab: AccountFeedKind
}) {
  const dynamics = useDynamics()
  const session = useSession()
  const source =
    tab === 'dynamics'
      ? ({ kind: 'account', accountId } as const)
      : tab === 'articles'
        ? ({ kind: 'accountArticles', accountId } as const)
        : ({ kind: 'videos', accountId } as const)
  const list = useListQuery(() => dynamics.feed(source), `${accountId}|${tab}|${session.accountId}`)
  const { empty } = feedShellState(list)
  const accounts = useAccounts()
  // One's own empty dynamics lead to the composer; anyone else's just say so.
  const firstPost =
    tab === 'dynamics' && accounts.isSelf(accountId)
      ? { label: CENTRE_TEXTS.firstPost, onPress: () => void openRoute('community/post/index', {}) }
      : undefined
  if (list.loading) return <SkeletonList />
  return (
    <View data-testid={`centre-${tab}`}>
      {tab === 'dynamics' ? <Pinned accountId={accountId} /> : null}
      {empty ? (
        <EmptyView text={CENTRE_TEXTS.empty[tab]} art={firstPost ? 'write' : 'feed'} action={firstPost} />
      ) : (
        <PagedFeed list={list} />
      )}
    </View>
  )
})

export const AccountLivesTab = observer(function LivesTab({ accountId }: { accountId: string }) {
  const lives = useLives()
  const list = useListQuery(() => lives.ofAccount(accountId), accountId)
  if (list.loading) return <LoadingView />
  if (list.items.length === 0) return <EmptyView text={CENTRE_TEXTS.empty.lives} />
  return (
    <View className="centre-lives" data-testid="centre-lives">
      {list.items.map((live) => (
        <LiveCard key={live.webinarId} live={live} />
      ))}
      <PagedListFooter list={list} />
    </View>
  )
})
