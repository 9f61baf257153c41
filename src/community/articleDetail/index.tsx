import { Text, View } from '@tarojs/components'
import type { ArticleDetail, Comment } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { api } from '@/api'
import {
  ArticleActions,
  ArticleBody,
  AuthorHeader,
  CommentComposer,
  CommentList,
  DETAIL_TEXTS,
  StockTags,
  VoteCard,
  cleanContentId,
  isGoneError,
  useArticleComments,
  useLoaded,
  viewerIdOf,
} from '@/components/article'
import { PageShell } from '@/components/shell'
import { TEXTS } from '@/config/constants'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { formatCount, formatDateDisplay } from '@/lib'
import { openRoute } from '@/navigation'
import { currentOrigin } from '@/navigation/origin'
import { useSession, type SessionStore } from '@/stores'

const PATH = 'community/articleDetail/index'

/** Where a share or a favourite points back to: the server's share address, else this page's own. */
function shareUrlOf(article: ArticleDetail, source: string): string {
  if (article.shareUrl) return article.shareUrl
  const query = `articleId=${encodeURIComponent(article.articleId)}&source=${source === 'post' ? 'post' : 'article'}`
  return `${currentOrigin()}/community/${PATH}?${query}`
}

/** Counts one read per opening of the page (not per re-render or login), and shows the new count. */
function useReadCount(articleId: string | null, viewerId: string | undefined): number | null {
  const [count, setCount] = useState<number | null>(null)
  const counted = useRef<string | null>(null)
  useEffect(() => {
    if (!articleId || counted.current === articleId) return
    counted.current = articleId
    api.article
      .countRead(articleId, viewerId)
      .then(setCount)
      .catch(() => undefined)
    // The viewer only labels the read; a later login must not count it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [articleId])
  return count
}

interface ArticleViewProps {
  article: ArticleDetail
  source: string
  readCount: number
  session: SessionStore
  /** The page's reach-bottom event loads the next page of comments through this. */
  reachBottom: { current: (() => void) | null }
}

const ArticleView = observer(function ArticleView({
  article,
  source,
  readCount,
  session,
  reachBottom,
}: ArticleViewProps) {
  const comments = useArticleComments(article.articleId, viewerIdOf(session))
  reachBottom.current = () => void comments.list.loadMore()
  const shareUrl = shareUrlOf(article, source)
  const openReplies = (comment: Comment) =>
    void openRoute('community/commentDetail/index', { commentId: comment.commentId, articleId: article.articleId })

  return (
    <View className="article-detail" data-testid="article-detail" data-viewer={session.loggedIn ? 'in' : 'out'}>
      <AuthorHeader
        author={article.author}
        accountId={article.accountId}
        followed={article.followed}
        time={formatDateDisplay(article.createdDate)}
        session={session}
      />
      {article.title ? (
        <Text className="article-detail__title" data-testid="article-title">
          {article.title}
        </Text>
      ) : null}
      <Text className="article-detail__meta" data-testid="read-count">{`阅读 ${formatCount(readCount)}`}</Text>
      <ArticleBody html={article.html} content={article.content} />
      <StockTags stocks={article.stocks} />
      {article.vote ? <VoteCard vote={article.vote} session={session} /> : null}
      <ArticleActions article={article} session={session} shareUrl={shareUrl} />
      <CommentList
        comments={comments.shown}
        list={comments.list}
        total={article.commentCount + comments.shown.length - comments.list.items.length}
        session={session}
        pubType={article.pubType}
        onOpenReplies={openReplies}
      />
      <CommentComposer
        session={session}
        articleId={article.articleId}
        onPosted={(posted) => {
          if ('replyCount' in posted) comments.addPosted(posted)
        }}
      />
    </View>
  )
})

/**
 * Article / post detail (article-detail): author with follow, title, time and reads, the body (sanitised
 * HTML or plain text), stocks, vote, like / collect / share, and the comments with the composer.
 */
function ArticleDetailPage() {
  const { params } = useRouteInfo(PATH)
  const articleId = cleanContentId(params.articleId)
  const source = params.source === 'post' ? 'post' : 'article'
  const session = useSession()
  const viewerId = viewerIdOf(session)
  const detail = useLoaded(
    `${articleId}|${viewerId ?? ''}`,
    articleId ? () => api.article.appInfo(articleId, viewerId) : null,
  )
  const readCount = useReadCount(articleId, viewerId)
  const reachBottom = useRef<(() => void) | null>(null)

  const gone = articleId === null || isGoneError(detail.error)
  const article = detail.data
  let emptyText: string | undefined
  if (articleId === null) emptyText = DETAIL_TEXTS.badLink
  else if (gone) emptyText = DETAIL_TEXTS.missing
  else if (article?.offShelf) emptyText = TEXTS.contentTakenDown

  return (
    <PageShell
      path={PATH}
      loading={detail.loading && !article}
      error={gone ? null : detail.error}
      empty={emptyText !== undefined}
      emptyText={emptyText}
      onRetry={detail.reload}
      onReachBottom={() => reachBottom.current?.()}
    >
      {article ? (
        <ArticleView
          // A login brings the viewer's own flags (liked, followed, voted): start the view afresh.
          key={`${article.articleId}|${detail.version}`}
          article={article}
          source={source}
          readCount={Math.max(readCount ?? 0, article.readCount)}
          session={session}
          reachBottom={reachBottom}
        />
      ) : null}
    </PageShell>
  )
}

export default observer(ArticleDetailPage)
