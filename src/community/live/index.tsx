import { View } from '@tarojs/components'
import type { LiveStatus } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { feedShellState } from '@/components/feed'
import { Tabs, type TabItem } from '@/components/kit'
import { LIVE_TEXTS, LiveCard } from '@/components/live'
import { EmptyView, NotInMiniProgram, PagedListFooter, PageShell } from '@/components/shell'
import { useListQuery, useLoadable } from '@/hooks'
import { useLives, useSession } from '@/stores'
import './index.css'

const PATH = 'community/live/index'

export const LIVE_TABS: readonly TabItem<LiveStatus>[] = [
  { key: 'live', label: '直播中' },
  { key: 'upcoming', label: '预告' },
  { key: 'ended', label: '回放' },
]

export { LIVE_TEXTS }

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
  return (
    <NotInMiniProgram path={PATH}>
      <LiveContent />
    </NotInMiniProgram>
  )
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
