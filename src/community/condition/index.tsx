import { observer } from 'mobx-react-lite'
import { NewItemsPill, PagedFeed, feedShellState } from '@/components/feed'
import { PageShell } from '@/components/shell'
import { useListQuery } from '@/hooks'
import { useDynamics } from '@/stores'

const PATH = 'community/condition/index'

/** The latest dynamics stream (articles, posts, stock comments), newest first. */
function ConditionFeed() {
  const dynamics = useDynamics()
  const list = useListQuery(() => dynamics.feed({ kind: 'tab', tab: 'latest' }), 'latest')
  return (
    <PageShell path={PATH} {...feedShellState(list)}>
      <NewItemsPill list={list} />
      <PagedFeed list={list} />
    </PageShell>
  )
}

export default observer(ConditionFeed)
