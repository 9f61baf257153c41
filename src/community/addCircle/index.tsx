import { Text, View } from '@tarojs/components'
import { Picture } from '@/components/kit'
import type { CircleRef } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { EmptyView, ErrorView, LoadingView, PagedListFooter, PageShell } from '@/components/shell'
import { useListQuery } from '@/hooks'
import { formatCount } from '@/lib'
import { performBack } from '@/navigation'
import { useCircles, useSession, type CircleEntity, type PagedList, useComposer } from '@/stores'
import '../post/pickers.css'
import { DECORATIVE_IMAGE } from '@/components/kit/image-alt'

const PATH = 'community/addCircle/index'

export const ADD_CIRCLE_TEXTS = {
  mine: '我的圈子',
  all: '全部圈子',
  none: '不发到圈子',
  members: '成员',
  empty: '还没有圈子',
} as const

const back = () => performBack({ kind: 'back' })

const CircleRow = observer(function CircleRow({ circle, onPick }: { circle: CircleEntity; onPick: () => void }) {
  const composer = useComposer()
  const picked = composer.circle?.circleId === circle.circleId
  return (
    <View className="picker-row" data-testid="circle-choice" data-id={circle.circleId} onClick={onPick}>
      {circle.icon ? (
        <Picture
          imgProps={DECORATIVE_IMAGE}
          className="picker-row__icon"
          src={circle.icon}
          mode="aspectFill"
          lazyLoad
        />
      ) : null}
      <Text className="picker-row__name">{circle.name}</Text>
      <Text className="picker-row__meta">{`${formatCount(circle.memberCount)} ${ADD_CIRCLE_TEXTS.members}`}</Text>
      {picked ? <Text className="picker-row__picked">✓</Text> : null}
    </View>
  )
})

const Section = observer(function Section({
  title,
  list,
  pick,
  testId,
}: {
  title: string
  list: PagedList<CircleEntity>
  pick: (circle: CircleRef) => void
  testId: string
}) {
  if (list.loading) return <LoadingView />
  if (list.items.length === 0) return list.error ? <ErrorView onRetry={() => void list.retry()} /> : null
  return (
    <View className="picker-section" data-testid={testId}>
      <Text className="picker-section__title">{title}</Text>
      {list.items.map((circle) => (
        <CircleRow key={circle.circleId} circle={circle} onPick={() => pick(circle)} />
      ))}
      <PagedListFooter list={list} />
    </View>
  )
})

/** Chooses the circle the post goes into (add-circle): my circles first, then every circle. */
function AddCirclePage() {
  const composer = useComposer()
  const circles = useCircles()
  const session = useSession()
  const mine = useListQuery(() => circles.mine(session.accountId), `mine:${session.accountId}`, {
    auto: session.loggedIn,
  })
  const all = useListQuery(() => circles.all(), 'all')
  const pick = (circle: CircleRef | null) => {
    composer.setCircle(circle)
    back()
  }
  const nothing = !all.loading && !mine.loading && all.items.length === 0 && mine.items.length === 0 && !all.error
  return (
    <PageShell path={PATH} onReachBottom={() => void all.loadMore()}>
      {composer.circle ? (
        <View className="picker-row" data-testid="circle-none" onClick={() => pick(null)}>
          <Text className="picker-row__name">{ADD_CIRCLE_TEXTS.none}</Text>
        </View>
      ) : null}
      {session.loggedIn ? (
        <Section title={ADD_CIRCLE_TEXTS.mine} list={mine} pick={pick} testId="add-circle-mine" />
      ) : null}
      <Section title={ADD_CIRCLE_TEXTS.all} list={all} pick={pick} testId="add-circle-all" />
      {nothing ? <EmptyView text={ADD_CIRCLE_TEXTS.empty} /> : null}
    </PageShell>
  )
}

export default observer(AddCirclePage)
