import { Text, View } from '@tarojs/components'
import type { Comment, Reply } from '@shared/api'
import { PUB_TYPE } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { api } from '@/api'
import {
  CommentComposer,
  CommentItem,
  DETAIL_TEXTS,
  cleanContentId,
  isGoneError,
  useLoaded,
  useSessionStore,
  viewerIdOf,
} from '@/components/article'
import { PageShell } from '@/components/shell'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import type { SessionStore } from '@/stores'

const PATH = 'community/commentDetail/index'
/** The largest page the comment endpoint serves; few articles need a second one. */
const SEARCH_PAGE_SIZE = 100
const SEARCH_MAX_PAGES = 10

interface Thread {
  comment: Comment
  pubType: number
}

/**
 * The contract has no "comment by id": the comment is found in its article's comment pages. A comment
 * that is not among them was deleted (or never existed), which reads like a 404.
 */
async function loadThread(articleId: string, commentId: string, viewerId: string | undefined): Promise<Thread> {
  const articleLoad = api.article.appInfo(articleId, viewerId).catch(() => null)
  for (let pageNum = 1; pageNum <= SEARCH_MAX_PAGES; pageNum += 1) {
    const page = await api.article.comments({ articleId, accountId: viewerId, pageNum, pageSize: SEARCH_PAGE_SIZE })
    const found = page.list.find((c) => c.commentId === commentId)
    if (found) {
      const article = await articleLoad
      return { comment: found, pubType: article?.pubType ?? PUB_TYPE.article }
    }
    if (!page.hasMore) break
  }
  throw new NotFoundComment()
}

class NotFoundComment extends Error {
  constructor() {
    super(DETAIL_TEXTS.missing)
    this.name = 'NotFoundComment'
  }
}

interface ThreadViewProps {
  thread: Thread
  articleId: string
  session: SessionStore
}

const ThreadView = observer(function ThreadView({ thread, articleId, session }: ThreadViewProps) {
  const { comment, pubType } = thread
  const [posted, setPosted] = useState<Reply[]>([])
  const [replyTo, setReplyTo] = useState<Comment | Reply>(comment)
  const shownIds = new Set(comment.replies.map((r) => r.commentId))
  // Replies come oldest first; the viewer's new ones follow them, as the server will file them.
  const replies = [...comment.replies, ...posted.filter((r) => !shownIds.has(r.commentId))]
  const replyCount = comment.replyCount + posted.length
  const hidden = comment.replyCount - comment.replies.length

  return (
    <View
      className="article-detail comment-detail"
      data-testid="comment-detail"
      data-viewer={session.loggedIn ? 'in' : 'out'}
    >
      <CommentItem item={comment} session={session} pubType={pubType} onReply={setReplyTo} />
      <Text className="comment-list__title">{`全部回复 ${replyCount}`}</Text>
      {replies.map((reply) => (
        <CommentItem key={reply.commentId} item={reply} session={session} pubType={pubType} onReply={setReplyTo} />
      ))}
      {replies.length === 0 ? (
        <Text className="comment-list__state" data-testid="replies-empty">
          还没有回复，来说两句吧
        </Text>
      ) : null}
      {hidden > 0 ? (
        <Text className="comment-list__state" data-testid="replies-hidden">{`另有${hidden}条较新的回复暂未显示`}</Text>
      ) : null}
      <CommentComposer
        // One draft per replied-to comment: switching target must not carry text over.
        key={replyTo.commentId}
        session={session}
        articleId={articleId}
        parentId={replyTo.commentId}
        placeholder={`回复 ${replyTo.author.nickName}`}
        onPosted={(item) => {
          if (!('replyCount' in item)) setPosted((now) => [...now, item])
          setReplyTo(comment)
        }}
      />
    </View>
  )
})

/** Comment detail (comment-detail): the comment, its replies, and replying. Back is the shell's rule. */
function CommentDetailPage() {
  const { params } = useRouteInfo(PATH)
  const commentId = cleanContentId(params.commentId)
  const articleId = cleanContentId(params.articleId)
  const session = useSessionStore()
  const viewerId = viewerIdOf(session)
  const valid = commentId !== null && articleId !== null
  const thread = useLoaded(
    `${articleId}|${commentId}|${viewerId ?? ''}`,
    valid ? () => loadThread(articleId, commentId, viewerId) : null,
  )
  const gone = !valid || thread.error instanceof NotFoundComment || isGoneError(thread.error)
  const emptyText = !valid ? DETAIL_TEXTS.badLink : gone ? DETAIL_TEXTS.missing : undefined

  return (
    <PageShell
      path={PATH}
      loading={thread.loading && !thread.data}
      error={gone ? null : thread.error}
      empty={emptyText !== undefined}
      emptyText={emptyText}
      onRetry={thread.reload}
    >
      {thread.data && articleId ? (
        <ThreadView key={thread.version} thread={thread.data} articleId={articleId} session={session} />
      ) : null}
    </PageShell>
  )
}

export default observer(CommentDetailPage)
