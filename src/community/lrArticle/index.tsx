import type { Dynamic } from '@shared/api'
import { api } from '@/api'
import { PagedFeed, feedShellState, toPageResult } from '@/components/feed'
import { PageShell } from '@/components/shell'
import { usePagedList } from '@/hooks/usePagedList'
import { useSession } from '@/stores'
import { MARGIN_KEYWORD } from './margin'

export { MARGIN_KEYWORD }

const PATH = 'community/lrArticle/index'

/** Margin-trading (两融) articles. */
function LrArticleFeed() {
  const session = useSession()
  const list = usePagedList<Dynamic>(async (pageNum, pageSize) =>
    toPageResult(
      await api.search.queryColumn({
        keyword: MARGIN_KEYWORD,
        source: 'article',
        pageNum,
        pageSize,
        accountId: session.accountId || undefined,
      }),
    ),
  )
  return (
    <PageShell path={PATH} {...feedShellState(list)} emptyText="暂无两融资讯">
      <PagedFeed list={list} />
    </PageShell>
  )
}

export default LrArticleFeed
