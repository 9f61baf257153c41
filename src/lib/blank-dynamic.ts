import { PUB_TYPE, type Dynamic } from '@shared/api'

/**
 * A post with every field of the contract present and empty: items that come in other shapes (lives, short
 * videos) are this with their own fields laid over it, so a field added to the contract is added here once.
 */
export function blankDynamic(): Dynamic {
  return {
    pubType: PUB_TYPE.post,
    pubId: '',
    articleId: '',
    orgArtId: null,
    title: '',
    shareUrl: null,
    supplier: null,
    webinarId: null,
    subject: null,
    openType: null,
    isRobotWrite: 0,
    outLinkUrlIos: null,
    outLinkUrlAndroid: null,
    accountId: '',
    h5Url: null,
    nativeUrl: null,
    followed: false,
    createdDate: '',
    isNews: 0,
    praise: 0,
    forId: '',
    author: { nickName: '', avatar: '', kind: 'user' },
    summary: '',
    images: [],
    stocks: [],
    topics: [],
    circle: null,
    praiseCount: 0,
    commentCount: 0,
    praised: false,
    offShelf: false,
    duration: null,
    liveStatus: null,
  }
}
