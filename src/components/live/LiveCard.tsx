import { Text, View } from '@tarojs/components'
import { Picture } from '@/components/kit'
import type { Live, LiveStatus } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { formatCount, formatDateDisplay } from '@/lib'
import { openFeedItem } from '@/navigation'
import { useDynamics, useLives } from '@/stores'
import { DECORATIVE_IMAGE } from '@/components/kit/image-alt'
import './live.css'

export const LIVE_TEXTS = {
  off: '直播暂未开放',
  empty: { live: '现在没有直播', upcoming: '暂无直播预告', ended: '暂无直播回放' } as Record<LiveStatus, string>,
  appoint: '预约',
  appointed: '已预约',
  viewers: '人看过',
  starts: '开播',
} as const

/** One live: cover, title, host, time and viewers; a reminder button on those still to come. */
export const LiveCard = observer(function LiveCard({ live }: { live: Live }) {
  const lives = useLives()
  const dynamics = useDynamics()
  const busy = lives.isAppointBusy(live.webinarId)
  const open = async () => {
    // The open type is asked first (docs/product.md §4.11); then the feed's rule: the app's room, an
    // ads-style live's own address, or a word on why not here.
    await lives.openType(live.webinarId).catch(() => undefined)
    await openFeedItem(lives.asFeedItem(live), (id) => dynamics.articleInfo(id))
  }
  return (
    <View className="live-card" data-testid="live-card" data-status={live.status} onClick={() => void open()}>
      <Picture imgProps={DECORATIVE_IMAGE} className="live-card__cover" src={live.cover} mode="aspectFill" lazyLoad />
      <View className="live-card__main">
        <Text className="live-card__title">{live.title}</Text>
        <Text className="live-card__meta">{`${live.author.nickName} · ${formatDateDisplay(live.startTime)}${
          live.status === 'upcoming' ? ` ${LIVE_TEXTS.starts}` : ''
        }`}</Text>
        <View className="live-card__foot">
          <Text className="live-card__viewers">{`${formatCount(live.viewCount)}${LIVE_TEXTS.viewers}`}</Text>
          {live.status === 'upcoming' ? (
            <Text
              className={`live-card__appoint${live.appointed ? ' live-card__appoint--done' : ''}`}
              data-testid="live-appoint"
              data-appointed={live.appointed ? '1' : '0'}
              onClick={(event) => {
                event.stopPropagation()
                if (!live.appointed && !busy) void lives.appoint(live)
              }}
            >
              {live.appointed ? LIVE_TEXTS.appointed : LIVE_TEXTS.appoint}
            </Text>
          ) : null}
        </View>
      </View>
    </View>
  )
})
