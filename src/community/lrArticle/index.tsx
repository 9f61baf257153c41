import { observer } from 'mobx-react-lite'
import { PagedFeed, feedShellState } from '@/components/feed'
import { PageShell } from '@/components/shell'
import { useListQuery } from '@/hooks'
import { useDynamics } from '@/stores'
import { MARGIN_CATEGORY } from './margin'

export { MARGIN_CATEGORY }

const PATH = 'community/lrArticle/index'

/** Margin-trading (两融) articles: the articles filed under the margin category, newest first. */
function LrArticleFeed() {
  const dynamics = useDynamics()
  const list = useListQuery(() => dynamics.feed({ kind: 'category', category: MARGIN_CATEGORY }), MARGIN_CATEGORY)
  return (
    <PageShell path={PATH} {...feedShellState(list)} emptyText="暂无两融资讯">
      <PagedFeed list={list} />
    </PageShell>
  )
}

export default observer(LrArticleFeed)
