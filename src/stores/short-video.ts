/**
 * Short videos come from their own list in their own shape; the app keeps them as the dynamics
 * they are (pubType 6, the same id as their feed card), so a like in the player shows on the card.
 */
import { PUB_TYPE, type Dynamic, type ShortVideo } from '@shared/api'
import { blankDynamic } from '@/lib'

export type VideoDynamic = Dynamic & { videoUrl: string }

export function videoToDynamic(video: ShortVideo): VideoDynamic {
  return {
    ...blankDynamic(),
    pubType: PUB_TYPE.shortVideo,
    pubId: video.pubId,
    articleId: video.videoId,
    title: video.title,
    accountId: video.accountId,
    createdDate: video.createdDate,
    praise: video.praised ? 1 : 0,
    forId: video.forId,
    author: video.author,
    images: video.cover ? [video.cover] : [],
    praiseCount: video.praiseCount,
    commentCount: video.commentCount,
    praised: video.praised,
    duration: video.duration,
    videoUrl: video.videoUrl,
  }
}
