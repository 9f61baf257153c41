import { observer } from 'mobx-react-lite'
import { PagedFeed, feedShellState } from '@/components/feed'
import { PageShell } from '@/components/shell'
import { useListQuery } from '@/hooks'
import { useDynamics } from '@/stores'
import { MARGIN_KEYWORD } from './margin'

export { MARGIN_KEYWORD }

const PATH = 'community/lrArticle/index'

/** Margin-trading (两融) articles. */
function LrArticleFeed() {
  const dynamics = useDynamics()
  const list = useListQuery(
    () => dynamics.feed({ kind: 'search', keyword: MARGIN_KEYWORD, source: 'article' }),
    MARGIN_KEYWORD,
  )
  return (
    <PageShell path={PATH} {...feedShellState(list)} emptyText="暂无两融资讯">
      <PagedFeed list={list} />
    </PageShell>
  )
}

export default observer(LrArticleFeed)
