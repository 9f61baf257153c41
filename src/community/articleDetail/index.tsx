import { Text, View } from '@tarojs/components'
import type { Comment } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
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
  DELETE_TEXTS,
  DeleteAction,
} from '@/components/article'
import { CircleTag, TopicTag } from '@/components/feed'
import { Album } from '@/components/kit'
import { PageShell } from '@/components/shell'
import { TEXTS } from '@/config/constants'
import { useListQuery, useLoadable } from '@/hooks'
import { useProgressiveCount } from '@/hooks/useProgressiveCount'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { formatCount, formatDateDisplay } from '@/lib'
import { openRoute, performBack } from '@/navigation'
import { currentOrigin } from '@/navigation/origin'
import { isGoneError, useAccounts, useComments, useDynamics, useSession, type DynamicEntity } from '@/stores'

const PATH = 'community/articleDetail/index'

/** Where a share or a favourite points back to: the server's share address, else this page's own. */
function shareUrlOf(article: DynamicEntity, source: string): string {
  if (article.shareUrl) return article.shareUrl
  const query = `articleId=${encodeURIComponent(article.articleId)}&source=${source === 'post' ? 'post' : 'article'}`
  return `${currentOrigin()}/community/${PATH}?${query}`
}

interface ArticleViewProps {
  article: DynamicEntity
  source: string
  /** The page's reach-bottom event loads the next page of comments through this. */
  reachBottom: { current: (() => void) | null }
}

/**
 * The page draws in steps on H5 (docs/product.md §2.9): first what the server's lead drew (author, title, reads,
 * body), then, one step each time the browser is idle, the tags, vote and actions; the comments; the composer (its
 * text box lays itself out when it loads). No one task draws the whole page, so a tap or a scroll is answered
 * between steps. The mini-program draws all at once (WeChat batches a render into one setData).
 */
const ARTICLE_STEPS = { tags: 2, comments: 3, composer: 4 } as const

const ArticleView = observer(function ArticleView({ article, source, reachBottom }: ArticleViewProps) {
  const step = useProgressiveCount(ARTICLE_STEPS.composer, 1, 1)
  const comments = useComments()
  const session = useSession()
  const accounts = useAccounts()
  const dynamics = useDynamics()
  // A login brings the viewer's own like flags: the comments are asked again.
  const list = useListQuery(() => comments.ofArticle(article.articleId), `${article.articleId}|${session.accountId}`)
  reachBottom.current = () => void list.loadMore()
  const shareUrl = shareUrlOf(article, source)
  const openReplies = (comment: Pick<Comment, 'commentId'>) =>
    void openRoute('community/commentDetail/index', { commentId: comment.commentId, articleId: article.articleId })

  return (
    <View className="article-detail" data-testid="article-detail" data-viewer={session.loggedIn ? 'in' : 'out'}>
      <AuthorHeader
        author={article.author}
        accountId={article.accountId}
        time={formatDateDisplay(article.createdDate)}
      />
      {article.title ? (
        <Text className="article-detail__title" data-testid="article-title">
          {article.title}
        </Text>
      ) : null}
      <View className="article-detail__meta-row">
        <Text className="article-detail__meta" data-testid="read-count">{`阅读 ${formatCount(
          article.readCount ?? 0,
        )}`}</Text>
        {accounts.isSelf(article.accountId) ? (
          <DeleteAction
            confirm={DELETE_TEXTS.confirmContent}
            testId="article-delete"
            onDelete={() =>
              void dynamics
                .remove(article)
                .then((outcome) => outcome.status === 'done' && performBack({ kind: 'back' }))
            }
          />
        ) : null}
      </View>
      <ArticleBody html={article.html ?? null} content={article.content ?? null} stocks={article.stocks} />
      {/* A post's photos (an article's are inside its HTML). */}
      {article.html ? null : <Album images={article.images} />}
      {step >= ARTICLE_STEPS.tags ? <ArticleExtras article={article} shareUrl={shareUrl} /> : null}
      {step >= ARTICLE_STEPS.comments ? (
        <CommentList list={list} total={article.commentCount} pubType={article.pubType} onOpenReplies={openReplies} />
      ) : null}
      {step >= ARTICLE_STEPS.composer ? <CommentComposer articleId={article.articleId} /> : null}
    </View>
  )
})

/** Below the body: stocks, topics and circle, the vote, and like / collect / share. */
const ArticleExtras = observer(function ArticleExtras({
  article,
  shareUrl,
}: {
  article: DynamicEntity
  shareUrl: string
}) {
  return (
    <>
      <StockTags stocks={article.stocks} />
      {article.topics.length > 0 || article.circle ? (
        <View className="article-detail__tags" data-testid="article-tags">
          {article.topics.map((topic) => (
            <TopicTag key={topic.topicId} topic={topic} />
          ))}
          {article.circle ? <CircleTag circle={article.circle} /> : null}
        </View>
      ) : null}
      {article.vote ? <VoteCard voteId={article.vote.voteId} /> : null}
      <ArticleActions article={article} shareUrl={shareUrl} />
    </>
  )
})

/**
 * Article / post detail (article-detail): author with follow, title, time and reads, the body (sanitised
 * HTML or plain text), stocks, vote, like / collect / share, and the comments with the composer. The
 * article is the dynamics store's entity, so what is done here shows on its feed card at once.
 */
function ArticleDetailPage() {
  const { params } = useRouteInfo(PATH)
  const articleId = cleanContentId(params.articleId)
  const source = params.source === 'post' ? 'post' : 'article'
  const session = useSession()
  const dynamics = useDynamics()
  // A login brings the viewer's own flags (liked, followed, voted): the detail is asked again.
  const detail = useLoadable(() => dynamics.detail(articleId), `${articleId}|${session.accountId}`)
  useReadCount(articleId, detail.version > 0)
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
      copySavedAt={detail.savedAt}
    >
      {article ? <ArticleView article={article} source={source} reachBottom={reachBottom} /> : null}
    </PageShell>
  )
}

/** Counts one read per opening of the page (not per re-render or login), once the article is there. */
function useReadCount(articleId: string | null, loaded: boolean): void {
  const dynamics = useDynamics()
  const counted = useRef<string | null>(null)
  useEffect(() => {
    if (!articleId || !loaded || counted.current === articleId) return
    counted.current = articleId
    dynamics.countRead(articleId).catch(() => undefined)
  }, [articleId, loaded, dynamics])
}

export default observer(ArticleDetailPage)
