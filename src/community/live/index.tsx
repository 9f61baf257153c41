import { Image, Text, View } from '@tarojs/components'
import type { Live, LiveStatus } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { feedShellState } from '@/components/feed'
import { Tabs, type TabItem } from '@/components/kit'
import { EmptyView, MiniProgramBlockedView, PagedListFooter, PageShell } from '@/components/shell'
import { useListQuery, useLoadable } from '@/hooks'
import { formatCount, formatDateDisplay } from '@/lib'
import { inMiniProgram, openFeedItem } from '@/navigation'
import { useDynamics, useLives, useSession } from '@/stores'
import './index.css'

const PATH = 'community/live/index'

export const LIVE_TABS: readonly TabItem<LiveStatus>[] = [
  { key: 'live', label: '直播中' },
  { key: 'upcoming', label: '预告' },
  { key: 'ended', label: '回放' },
]

export const LIVE_TEXTS = {
  off: '直播暂未开放',
  empty: { live: '现在没有直播', upcoming: '暂无直播预告', ended: '暂无直播回放' } as Record<LiveStatus, string>,
  appoint: '预约',
  appointed: '已预约',
  viewers: '人看过',
  starts: '开播',
} as const

/** One live: cover, title, host, time and viewers; a reminder button on those still to come. */
const LiveCard = observer(function LiveCard({ live }: { live: Live }) {
  const lives = useLives()
  const dynamics = useDynamics()
  const busy = lives.isAppointBusy(live.webinarId)
  const open = async () => {
    // The open type is asked first (docs/product.md §4.11); then the feed's rule: the app's room, an
    // ads-style live's own address, or a word on why not here.
    await lives.openType(live.webinarId).catch(() => undefined)
    await openFeedItem(lives.asFeedItem(live), (id) => dynamics.articleInfo(id))
  }
  return (
    <View className="live-card" data-testid="live-card" data-status={live.status} onClick={() => void open()}>
      <Image className="live-card__cover" src={live.cover} mode="aspectFill" lazyLoad />
      <View className="live-card__main">
        <Text className="live-card__title">{live.title}</Text>
        <Text className="live-card__meta">{`${live.author.nickName} · ${formatDateDisplay(live.startTime)}${
          live.status === 'upcoming' ? ` ${LIVE_TEXTS.starts}` : ''
        }`}</Text>
        <View className="live-card__foot">
          <Text className="live-card__viewers">{`${formatCount(live.viewCount)}${LIVE_TEXTS.viewers}`}</Text>
          {live.status === 'upcoming' ? (
            <Text
              className={`live-card__appoint${live.appointed ? ' live-card__appoint--done' : ''}`}
              data-testid="live-appoint"
              data-appointed={live.appointed ? '1' : '0'}
              onClick={(event) => {
                event.stopPropagation()
                if (!live.appointed && !busy) void lives.appoint(live)
              }}
            >
              {live.appointed ? LIVE_TEXTS.appointed : LIVE_TEXTS.appoint}
            </Text>
          ) : null}
        </View>
      </View>
    </View>
  )
})

/** One tab's lives with the page's states: the tab bar stays while a tab loads, fails or is empty. */
const LiveTab = observer(function LiveTab({
  status,
  onChoose,
}: {
  status: LiveStatus
  onChoose: (status: LiveStatus) => void
}) {
  const lives = useLives()
  const session = useSession()
  const list = useListQuery(() => lives.list(status), `${status}|${session.accountId}`)
  const { empty, ...shell } = feedShellState(list)
  return (
    <PageShell path={PATH} {...shell}>
      <Tabs items={LIVE_TABS} active={status} onChange={onChoose} testId="live-tab" />
      {empty ? <EmptyView text={LIVE_TEXTS.empty[status]} /> : null}
      <View className="live-list" data-testid="live-list" data-count={list.items.length}>
        {list.items.map((live) => (
          <LiveCard key={live.webinarId} live={live} />
        ))}
      </View>
      <PagedListFooter list={list} />
    </PageShell>
  )
})

/** Lives (live): 直播中 / 预告 / 回放, reminders for what is to come; hidden when operations turn lives off. */
function LivePage() {
  if (inMiniProgram()) {
    return (
      <PageShell path={PATH}>
        <MiniProgramBlockedView path={PATH} />
      </PageShell>
    )
  }
  return <LiveContent />
}

const LiveContent = observer(function LiveContent() {
  const lives = useLives()
  const [status, setStatus] = useState<LiveStatus>('live')
  const enabled = useLoadable(() => lives.enabled(), 'switch')
  if (enabled.data === false) {
    return (
      <PageShell path={PATH}>
        <EmptyView text={LIVE_TEXTS.off} />
      </PageShell>
    )
  }
  return <LiveTab key={status} status={status} onChoose={setStatus} />
})

export default observer(LivePage)
