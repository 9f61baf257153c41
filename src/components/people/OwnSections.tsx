import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { DELETE_TEXTS, DeleteAction } from '@/components/article'
import { PagedFeed, feedShellState } from '@/components/feed'
import { EmptyView, ErrorView, LoadingView, PagedListFooter } from '@/components/shell'
import { useListQuery } from '@/hooks'
import { timeAgo } from '@/lib'
import { openRoute } from '@/navigation'
import { useComments, useDynamics, useSession, useComposer } from '@/stores'
import './people.css'

export const OWN_TEXTS = {
  draft: '草稿箱：你有一篇未发布的内容，点击继续编辑',
  collections: '还没有收藏内容',
  comments: '还没有发表评论',
  on: (title: string) => `评论了：${title}`,
} as const

/** The one post draft, when there is one: back into the composer. */
export const DraftEntry = observer(function DraftEntry() {
  const composer = useComposer()
  if (!composer.hasDraft) return null
  return (
    <Text className="own-draft" data-testid="own-draft" onClick={() => void openRoute('community/post/index', {})}>
      {OWN_TEXTS.draft}
    </Text>
  )
})

/** What the viewer collected, as feed cards. */
export const CollectionsTab = observer(function CollectionsTab() {
  const dynamics = useDynamics()
  const session = useSession()
  const list = useListQuery(() => dynamics.feed({ kind: 'collections' }), `collections|${session.accountId}`)
  const { empty } = feedShellState(list)
  if (list.loading) return <LoadingView />
  return (
    <View data-testid="own-collections">
      {empty ? <EmptyView text={OWN_TEXTS.collections} /> : <PagedFeed list={list} />}
    </View>
  )
})

/** The viewer's comments and replies, each opening its item and deletable behind a confirm. */
export const MyCommentsTab = observer(function MyCommentsTab() {
  const comments = useComments()
  const session = useSession()
  const list = useListQuery(() => comments.mine(), `my-comments|${session.accountId}`)
  if (list.loading) return <LoadingView />
  if (list.items.length === 0) {
    return list.error ? <ErrorView onRetry={() => void list.retry()} /> : <EmptyView text={OWN_TEXTS.comments} />
  }
  return (
    <View data-testid="own-comments">
      {list.items.map(({ entity, articleTitle }) => (
        <View
          key={entity.commentId}
          className="own-comment"
          data-testid="own-comment"
          onClick={() =>
            void openRoute('community/articleDetail/index', { articleId: entity.articleId, source: 'post' })
          }
        >
          <Text className="own-comment__content">{entity.content}</Text>
          <Text className="own-comment__on">{OWN_TEXTS.on(articleTitle)}</Text>
          <View className="own-comment__foot">
            <Text className="own-comment__time">{timeAgo(entity.createdDate)}</Text>
            <DeleteAction
              confirm={DELETE_TEXTS.confirmComment}
              testId="own-comment-delete"
              onDelete={() => void comments.remove(entity)}
            />
          </View>
        </View>
      ))}
      <PagedListFooter list={list} />
    </View>
  )
})
