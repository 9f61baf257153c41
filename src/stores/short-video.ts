/**
 * Short videos come from their own list in their own shape; the app keeps them as the dynamics
 * they are (pubType 6, the same id as their feed card), so a like in the player shows on the card.
 */
import { PUB_TYPE, type Dynamic, type ShortVideo } from '@shared/api'

export type VideoDynamic = Dynamic & { videoUrl: string }

export function videoToDynamic(video: ShortVideo): VideoDynamic {
  return {
    pubType: PUB_TYPE.shortVideo,
    pubId: video.pubId,
    articleId: video.videoId,
    orgArtId: null,
    title: video.title,
    shareUrl: null,
    supplier: null,
    webinarId: null,
    subject: null,
    openType: null,
    isRobotWrite: 0,
    outLinkUrlIos: null,
    outLinkUrlAndroid: null,
    accountId: video.accountId,
    h5Url: null,
    nativeUrl: null,
    followed: false,
    createdDate: video.createdDate,
    isNews: 0,
    praise: video.praised ? 1 : 0,
    forId: video.forId,
    author: video.author,
    summary: '',
    images: video.cover ? [video.cover] : [],
    stocks: [],
    topics: [],
    circle: null,
    praiseCount: video.praiseCount,
    commentCount: video.commentCount,
    praised: video.praised,
    offShelf: false,
    duration: video.duration,
    liveStatus: null,
    videoUrl: video.videoUrl,
  }
}
