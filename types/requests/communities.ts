/** Requests of topics, circles, lives and an account's short videos (docs/product.md §4.9, §4.11, §4.12). */
import { LIVE_STATUSES } from '../api'
import { SEARCH_KEYWORD_MAX } from '../search-limits'
import { authObj, id, numericId, obj, oneOf, opt, pageObj, str } from './fields'

/** One topic or circle, as the viewer (optional) sees it. */
const oneTopic = obj({ topicId: numericId, accountId: opt(id) })
const topicPage = pageObj({ topicId: numericId })
const circlePage = pageObj({ circleId: numericId })
/** A page of what one account hosted or filmed, as the viewer (optional) sees it. */
const accountPage = pageObj({ toAccountId: id })
const lives = pageObj({ status: opt(oneOf(LIVE_STATUSES)) })
const webinar = obj({ webinarId: str(64) })

export const COMMUNITY_REQUESTS = {
  'topic.queryTopicAll': pageObj({}),
  'topic.topicRecommend': pageObj({}),
  /** No keyword (or a blank one) lists every topic. */
  'topic.queryTopicPage': pageObj({ keyword: opt(str(SEARCH_KEYWORD_MAX.topic, 0)) }),
  /** 'home', 'community', 'etf'. */
  'topic.queryTopicByShowPosition': obj({ showPosition: str(32) }),
  'topic.queryHotRecommendArticle': pageObj({}),
  'topic.queryTopicInfo': oneTopic,
  'topic.getActivityTopicOverview': oneTopic,
  'topic.queryNewArticle': topicPage,
  'topic.queryHotArticle': topicPage,
  'topic.queryHotActivityArticle': topicPage,
  'topic.topicVote': authObj({ topicId: numericId, optionId: numericId }),

  'circle.queryCircleAll': pageObj({}),
  'circle.findInformation': obj({ circleId: numericId, accountId: opt(id) }),
  'circle.findCircleAllNew': circlePage,
  'circle.findCircleAllHot': circlePage,
  /** 精华: the circle's long-form articles. */
  'circle.findCirclePrime': circlePage,
  'circle.findCircleActivity': circlePage,

  'live.getLives': lives,
  'live.v2GetLives': lives,
  'live.v2GetMyPageLive': accountPage,
  'bigV.queryVideoInfoByAccountId': accountPage,
  /** A reminder for an upcoming live. */
  'live.saveApptHis': authObj({ webinarId: str(64) }),
  'live.v2GetLiveOpenType': webinar,
} as const
