import type { Dynamic } from '@shared/api'
import { api } from '@/api'
import { PagedFeed, feedShellState, toPageResult } from '@/components/feed'
import { PageShell } from '@/components/shell'
import { usePagedList } from '@/hooks/usePagedList'
import { useSession } from '@/stores'

const PATH = 'community/condition/index'

/** The latest dynamics stream (articles, posts, stock comments), newest first. */
function ConditionFeed() {
  const session = useSession()
  const list = usePagedList<Dynamic>(async (pageNum, pageSize) =>
    toPageResult(
      await api.article.dynamicList({ tab: 'latest', pageNum, pageSize, accountId: session.accountId || undefined }),
    ),
  )
  return (
    <PageShell path={PATH} {...feedShellState(list)}>
      <PagedFeed list={list} />
    </PageShell>
  )
}

export default ConditionFeed
