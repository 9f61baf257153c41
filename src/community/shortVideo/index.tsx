import { Text, View } from '@tarojs/components'
import { ScrollView } from '@/components/kit/ScrollView'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState, type CSSProperties } from 'react'
import { CommentComposer, CommentList, DETAIL_TEXTS, cleanContentId } from '@/components/article'
import { Icon } from '@/components/kit'
import { NotInMiniProgram, PageShell } from '@/components/shell'
import { ShortVideoPlayer } from '@/components/video'
import { shareCard, useListQuery, useLoadable, useNavBarLayout } from '@/hooks'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { formatCount, formatDateDisplay } from '@/lib'
import { currentOrigin } from '@/navigation/origin'
import { openAccount, openRoute } from '@/navigation'
import { isGoneError, useComments, useDynamics, useSession, type DynamicEntity } from '@/stores'
import './index.css'

const PATH = 'community/shortVideo/index'
/** How many more pages of the author's videos are read to find the opened one. */
const FIND_PAGES = 5

export const VIDEO_TEXTS = {
  unmute: '点击开启声音',
  like: '赞',
  comments: '评论',
  share: '分享',
  noVideos: '视频不存在或已删除',
  closeComments: '关闭',
} as const

const videoId = (item: DynamicEntity) => `short-video-${item.pubId}`

const Slide = observer(function Slide({
  item,
  active,
  near,
  muted,
  hidden,
  onUnmute,
  onComments,
}: {
  item: DynamicEntity
  active: boolean
  near: boolean
  muted: boolean
  /** The page is hidden: nothing plays. */
  hidden: boolean
  onUnmute: () => void
  /** 评论 N: the comments sheet over this video. */
  onComments: () => void
}) {
  const dynamics = useDynamics()
  const share = () =>
    void shareCard({
      title: item.title,
      content: item.title,
      shareUrl: `${currentOrigin()}/community/${PATH}?articleId=${encodeURIComponent(item.articleId)}`,
      date: formatDateDisplay(item.createdDate),
      imgUrl: item.images[0],
    })
  return (
    <View className="short-video" data-testid="short-video" data-id={item.pubId} data-active={active ? '1' : '0'}>
      {near && item.videoUrl ? (
        // Only the one on screen and its neighbours hold a player: the next one is loading before the swipe.
        <ShortVideoPlayer
          id={videoId(item)}
          src={item.videoUrl}
          poster={item.images[0]}
          active={active && !hidden}
          muted={muted}
          onTap={onUnmute}
        />
      ) : (
        <View className="short-video__player" />
      )}
      {muted && active ? (
        <Text className="short-video__unmute" data-testid="video-unmute" onClick={onUnmute}>
          {VIDEO_TEXTS.unmute}
        </Text>
      ) : null}
      <View className="short-video__side">
        {/* Icons with their counts, named for screen readers by their labels (docs/product.md §4.11). */}
        <View
          className={`short-video__action${item.praised ? ' short-video__action--on' : ''}`}
          data-testid="video-like"
          data-praised={item.praised ? '1' : '0'}
          aria-label={`${VIDEO_TEXTS.like} ${item.praiseCount}`}
          onClick={() => void dynamics.toggleLike(item)}
        >
          <Icon name={item.praised ? 'liked' : 'like'} className="short-video__icon" />
          <Text className="short-video__count">{formatCount(item.praiseCount)}</Text>
        </View>
        <View
          className="short-video__action"
          data-testid="video-comments"
          aria-label={`${VIDEO_TEXTS.comments} ${item.commentCount}`}
          onClick={onComments}
        >
          <Icon name="comment" className="short-video__icon" />
          <Text className="short-video__count">{formatCount(item.commentCount)}</Text>
        </View>
        <View className="short-video__action" data-testid="video-share" aria-label={VIDEO_TEXTS.share} onClick={share}>
          <Icon name="share" className="short-video__icon" />
          <Text className="short-video__count">{VIDEO_TEXTS.share}</Text>
        </View>
      </View>
      <View className="short-video__info">
        <Text
          className="short-video__author"
          data-testid="video-author"
          onClick={() => void openAccount(item.accountId, item.author.kind)}
        >
          {`@${item.author.nickName}`}
        </Text>
        <Text className="short-video__title">{item.title}</Text>
      </View>
    </View>
  )
})

/**
 * The comments of one video in a bottom sheet over the player: the article page's list and composer, reading and
 * writing through the comment store, so the count on the video moves with what is written here (§4.11).
 */
const CommentsSheet = observer(function CommentsSheet({ item, onClose }: { item: DynamicEntity; onClose: () => void }) {
  const comments = useComments()
  const session = useSession()
  const list = useListQuery(() => comments.ofArticle(item.articleId), `${item.articleId}|${session.accountId}`)
  return (
    <View className="video-comments" data-testid="video-comments-sheet">
      <View className="video-comments__mask" data-testid="video-comments-mask" onClick={onClose} />
      <View className="video-comments__sheet">
        <View className="video-comments__head">
          <Text className="video-comments__title">{`${VIDEO_TEXTS.comments} ${formatCount(item.commentCount)}`}</Text>
          <Text
            className="video-comments__close"
            data-testid="video-comments-close"
            aria-label={VIDEO_TEXTS.closeComments}
            onClick={onClose}
          >
            ✕
          </Text>
        </View>
        <ScrollView className="video-comments__list" scrollY onScrollToLower={() => void list.loadMore()}>
          <CommentList
            list={list}
            total={item.commentCount}
            pubType={item.pubType}
            onOpenReplies={(comment) =>
              void openRoute('community/commentDetail/index', {
                commentId: comment.commentId,
                articleId: item.articleId,
              })
            }
          />
        </ScrollView>
        <CommentComposer articleId={item.articleId} />
      </View>
    </View>
  )
})

/** The author's short videos as a vertical feed, starting at the one that was opened. */
const VideoFeed = observer(function VideoFeed({ opened }: { opened: DynamicEntity }) {
  const dynamics = useDynamics()
  const session = useSession()
  const list = useListQuery(
    () => dynamics.feed({ kind: 'videos', accountId: opened.accountId }),
    `${opened.accountId}|${session.accountId}`,
  )
  const [current, setCurrent] = useState<number | null>(null)
  // Where the feed opens: set once, so the scroll view is not pulled back while the person swipes.
  const [startAt, setStartAt] = useState<number | null>(null)
  const [muted, setMuted] = useState(true)
  // The video whose comments sheet is open, if any.
  const [commentsOf, setCommentsOf] = useState<DynamicEntity | null>(null)
  const items = list.items
  // The navigation bar with the status bar's inset (the notch, or the app's own bar): a slide is the rest.
  const bar = useNavBarLayout()
  const screen = { '--short-video-top': `calc(${bar.barHeight}px + ${bar.statusBar})` } as CSSProperties

  // Page on until the opened video is among the items, then start there.
  const at = items.findIndex((item) => item.pubId === opened.pubId)
  useEffect(() => {
    if (current !== null || list.loading) return
    const start = at >= 0 ? at : list.hasMore && items.length < FIND_PAGES * list.pageSize ? null : 0
    if (start === null) void list.loadMore()
    else if (list.loaded) {
      setStartAt(start)
      setCurrent(start)
    }
  }, [at, current, items.length, list, list.loading, list.loaded, list.hasMore])

  useEffect(() => {
    // The next page arrives before the last video is reached.
    if (current !== null && current >= items.length - 2) void list.loadMore()
  }, [current, items.length, list])

  const [hidden, setHidden] = useState(false)
  useDidHide(() => setHidden(true))
  useDidShow(() => setHidden(false))

  if (current === null) return null
  if (items.length === 0) return <Text className="state-view">{VIDEO_TEXTS.noVideos}</Text>
  // One screen per video, snapped by CSS: a swipe settles on the next one. (Taro's Swiper would put its
  // slider library on every page's first screen; a snapping scroll view needs nothing.)
  const onScroll = (event: { detail: { scrollTop: number; scrollHeight: number } }) => {
    const { scrollTop, scrollHeight } = event.detail
    const index = Math.round(scrollTop / (scrollHeight / items.length))
    if (index !== current && index >= 0 && index < items.length) setCurrent(index)
  }
  return (
    <View style={screen}>
      <ScrollView
        className="short-video-feed"
        data-testid="short-video-feed"
        data-current={current}
        scrollY
        enhanced
        showScrollbar={false}
        scrollIntoView={startAt === null ? undefined : `slide-${items[startAt]?.pubId}`}
        onScroll={onScroll}
      >
        {items.map((item, index) => (
          <View key={item.pubId} id={`slide-${item.pubId}`} className="short-video-feed__slide">
            <Slide
              item={item}
              active={index === current}
              near={Math.abs(index - current) <= 1}
              muted={muted}
              hidden={hidden}
              onUnmute={() => setMuted(false)}
              onComments={() => setCommentsOf(item)}
            />
          </View>
        ))}
      </ScrollView>
      {commentsOf ? <CommentsSheet item={commentsOf} onClose={() => setCommentsOf(null)} /> : null}
    </View>
  )
})

/** Short video (shortVideo): a full-screen player people swipe through; blocked in the mini-program. */
function ShortVideoPage() {
  return (
    <NotInMiniProgram path={PATH}>
      <ShortVideoContent />
    </NotInMiniProgram>
  )
}

const ShortVideoContent = observer(function ShortVideoContent() {
  const { params } = useRouteInfo(PATH)
  const articleId = cleanContentId(params.articleId)
  const dynamics = useDynamics()
  const session = useSession()
  const detail = useLoadable(() => dynamics.detail(articleId), `${articleId}|${session.accountId}`)
  const gone = articleId === null || isGoneError(detail.error)
  return (
    <PageShell
      path={PATH}
      className="short-video-page"
      loading={detail.loading && !detail.data}
      error={gone ? null : detail.error}
      empty={gone}
      emptyText={articleId === null ? DETAIL_TEXTS.badLink : VIDEO_TEXTS.noVideos}
      onRetry={detail.reload}
    >
      {detail.data ? <VideoFeed opened={detail.data} /> : null}
    </PageShell>
  )
})

export default observer(ShortVideoPage)
