import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { DELETE_TEXTS, DeleteAction } from '@/components/article'
import { PagedFeed, feedShellState } from '@/components/feed'
import { EmptyView, ErrorView, LoadingView, PagedListFooter } from '@/components/shell'
import { appFavouritesEntry, useListQuery } from '@/hooks'
import { timeAgo } from '@/lib'
import { openAppFunction, openRoute } from '@/navigation'
import { useComments, useDynamics, useReportAppFunction, useSession, useComposer } from '@/stores'
import './people.css'

export const OWN_TEXTS = {
  draft: '草稿箱：你有一篇未发布的内容，点击继续编辑',
  collections: '还没有收藏内容',
  appFavourites: '在App内收藏的内容保存在App的收藏夹中',
  openAppFavourites: '查看我的收藏',
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

/** Inside the app, collections are the app's favourites: the tab sends the viewer there (docs/product.md §4.15). */
function AppFavourites({ functionId }: { functionId: string | null }) {
  const report = useReportAppFunction()
  return (
    <View className="own-app-favourites" data-testid="own-app-favourites">
      <Text className="own-app-favourites__text">{OWN_TEXTS.appFavourites}</Text>
      {functionId ? (
        <Text
          className="own-app-favourites__open"
          data-testid="own-app-favourites-open"
          onClick={() => void openAppFunction({ functionId, params: { from: 'community' } }, report)}
        >
          {OWN_TEXTS.openAppFavourites}
        </Text>
      ) : null}
    </View>
  )
}

/**
 * What the viewer collected, read where it is written (docs/product.md §4.15): inside the app, the app's favourites;
 * elsewhere the server's collections, as feed cards.
 */
export function CollectionsTab() {
  const inApp = appFavouritesEntry()
  return inApp ? <AppFavourites functionId={inApp.functionId} /> : <ServerCollections />
}

const ServerCollections = observer(function ServerCollections() {
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
