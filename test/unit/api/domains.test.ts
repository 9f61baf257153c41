import type { RequestOptions } from '@/http/types'
import { createApi, type Api } from '@/api/create'
import { fakeRequest, ok } from './fake-request'

const auth = { accountId: 'A1', token: 'T1', userCode: 'U1' }
const page = { pageNum: 1, pageSize: 20 }
const A = '/community-admin'

interface Case {
  call: (api: Api) => Promise<unknown>
  expect: Omit<RequestOptions, 'base'> & { base?: RequestOptions['base'] }
  /** The body answered; default ok(SENTINEL). */
  body?: unknown
  /** The resolved value; default SENTINEL. */
  result?: unknown
}

const SENTINEL = { sentinel: true }

/** One row per API function: the request it must make, and what it resolves to. */
const cases: Record<string, Case> = {
  'page.info': {
    call: (api) => api.page.info('p 1', 'A1'),
    expect: { url: `${A}/act/page/common/info/p%201`, form: 'getUrlencoded', base: 'main', data: { accountId: 'A1' } },
  },

  'live.getLives': {
    call: (api) => api.live.getLives(),
    expect: { url: `${A}/front/live/getLives`, form: 'postJson', base: 'main', data: page },
  },
  'live.saveApptHis': {
    call: (api) => api.live.saveApptHis({ ...auth, webinarId: 'W1' }),
    expect: { url: '/api/saveApptHis', form: 'postJson', base: 'live', data: { ...auth, webinarId: 'W1' } },
  },
  'live.v2GetLives': {
    call: (api) => api.live.v2GetLives({ status: 'live', pageNum: 2 }),
    expect: {
      url: '/api/live/v2/getLives',
      form: 'getUrlencoded',
      base: 'live',
      data: { status: 'live', pageNum: 2, pageSize: 20 },
    },
  },
  'live.v2GetMyPageLive': {
    call: (api) => api.live.v2GetMyPageLive({ toAccountId: 'B' }),
    expect: { url: '/api/live/v2/getMyPageLive', form: 'postJson', base: 'live', data: { toAccountId: 'B', ...page } },
  },

  'topic.queryTopicAll': {
    call: (api) => api.topic.queryTopicAll(),
    expect: { url: `${A}/front/topic/queryTopicAll`, form: 'postJson', base: 'main', data: page },
  },
  'topic.queryTopicInfo': {
    call: (api) => api.topic.queryTopicInfo('T9'),
    expect: { url: `${A}/front/topic/queryTopicInfo`, form: 'postJson', base: 'main', data: { topicId: 'T9' } },
  },
  'topic.queryNewArticle': {
    call: (api) => api.topic.queryNewArticle({ topicId: 'T9', accountId: 'A1' }),
    expect: {
      url: `${A}/front/topic/queryNewArticle`,
      form: 'postJson',
      base: 'main',
      data: { topicId: 'T9', accountId: 'A1', ...page },
    },
  },
  'topic.queryHotArticle': {
    call: (api) => api.topic.queryHotArticle({ topicId: 'T9' }),
    expect: {
      url: `${A}/front/topic/queryHotArticle`,
      form: 'postJson',
      base: 'main',
      data: { topicId: 'T9', ...page },
    },
  },
  'topic.queryHotActivityArticle': {
    call: (api) => api.topic.queryHotActivityArticle({ topicId: 'T9' }),
    expect: {
      url: `${A}/front/topic/queryHotActivityArticle`,
      form: 'postJson',
      base: 'main',
      data: { topicId: 'T9', ...page },
    },
  },
  'topic.queryTopicPage': {
    call: (api) => api.topic.queryTopicPage({ keyword: '半导体' }),
    expect: {
      url: `${A}/front/topic/queryTopicPage`,
      form: 'postJson',
      base: 'main',
      data: { keyword: '半导体', ...page },
    },
  },
  'topic.queryTopicPage default': {
    call: (api) => api.topic.queryTopicPage(),
    expect: { url: `${A}/front/topic/queryTopicPage`, form: 'postJson', base: 'main', data: page },
  },
  'topic.queryHotRecommendArticle': {
    call: (api) => api.topic.queryHotRecommendArticle(),
    expect: { url: `${A}/front/topic/queryHotRecommendArticle`, form: 'postJson', base: 'main', data: page },
  },
  'topic.queryTopicByShowPosition': {
    call: (api) => api.topic.queryTopicByShowPosition('home'),
    expect: {
      url: `${A}/front/topic/queryTopicByShowPosition`,
      form: 'postJson',
      base: 'main',
      data: { showPosition: 'home' },
    },
  },
  'topic.topicVote': {
    call: (api) => api.topic.topicVote({ ...auth, topicId: 'T9', optionId: 'o1' }),
    expect: {
      url: `${A}/front/topicInfo/topicVote`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, topicId: 'T9', optionId: 'o1' },
    },
  },
  'topic.topicRecommend': {
    call: (api) => api.topic.topicRecommend(),
    expect: { url: `${A}/front/topicInfo/topicRecommend`, form: 'postJson', base: 'main', data: page },
  },
  'topic.getActivityTopicOverview': {
    call: (api) => api.topic.getActivityTopicOverview('T9'),
    expect: {
      url: `${A}/front/topicInfo/getActivityTopicOverview`,
      form: 'postJson',
      base: 'main',
      data: { topicId: 'T9' },
    },
  },

  'follow.myFollowUsers': {
    call: (api) => api.follow.myFollowUsers({ accountId: 'A1' }),
    expect: {
      url: `${A}/front/myFollowsController/myFollowUsers`,
      form: 'postJson',
      base: 'main',
      data: { accountId: 'A1', ...page },
    },
  },
  'follow.allFollowRecommend': {
    call: (api) => api.follow.allFollowRecommend({ accountId: 'A1', pageNum: 2 }),
    expect: {
      url: `${A}/front/myFollowsController/allFollowRecommend`,
      form: 'postJson',
      base: 'main',
      data: { accountId: 'A1', pageNum: 2, pageSize: 20 },
    },
  },
  'follow.myFollowCircles': {
    call: (api) => api.follow.myFollowCircles({ accountId: 'A1' }),
    expect: {
      url: `${A}/front/myFollowsController/myFollowCircles`,
      form: 'postJson',
      base: 'main',
      data: { accountId: 'A1', ...page },
    },
  },
  'follow.followCircle join': {
    call: (api) => api.follow.followCircle(auth, 'C1', true),
    expect: {
      url: `${A}/front/myFollowsController/FollowCircles`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, circleId: 'C1', follow: 1 },
    },
  },
  'follow.followCircle leave': {
    call: (api) => api.follow.followCircle(auth, 'C1', false),
    expect: {
      url: `${A}/front/myFollowsController/FollowCircles`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, circleId: 'C1', follow: 0 },
    },
  },
  'follow.lastClickTimes': {
    call: (api) => api.follow.lastClickTimes('A1'),
    expect: {
      url: `${A}/front/myFollowsController/myFollowUsersLastClickTime`,
      form: 'postJson',
      base: 'main',
      data: { accountId: 'A1' },
    },
    body: ok({ B2: '2026-11-20 09:30:00' }),
    result: { B2: '2026-11-20 09:30:00' },
  },
  'follow.clickFollowUser': {
    call: (api) => api.follow.clickFollowUser('A1', 'B2'),
    expect: {
      url: `${A}/front/myFollowsController/clickMyFollowUsers`,
      form: 'postJson',
      base: 'main',
      data: { accountId: 'A1', toAccountId: 'B2' },
    },
  },
  'follow.follow (CRH-CM-IN2316)': {
    call: (api) => api.follow.follow(auth, 'B2'),
    expect: {
      url: `${A}/front/userFollow/CRH-CM-IN2316`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, toAccountId: 'B2' },
    },
  },
  'follow.unfollow (CRH-CM-IN2556)': {
    call: (api) => api.follow.unfollow(auth, 'B2'),
    expect: {
      url: `${A}/front/userFollow/CRH-CM-IN2556`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, toAccountId: 'B2' },
    },
  },
  'follow.setFollowed true': {
    call: (api) => api.follow.setFollowed(auth, 'B2', true),
    expect: {
      url: `${A}/front/userFollow/CRH-CM-IN2316`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, toAccountId: 'B2' },
    },
  },
  'follow.setFollowed false': {
    call: (api) => api.follow.setFollowed(auth, 'B2', false),
    expect: {
      url: `${A}/front/userFollow/CRH-CM-IN2556`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, toAccountId: 'B2' },
    },
  },
  'follow.followList (CRH-CM-IN2314)': {
    call: (api) => api.follow.followList({ toAccountId: 'B2' }),
    expect: {
      url: `${A}/front/userFollow/CRH-CM-IN2314`,
      form: 'postJson',
      base: 'main',
      data: { toAccountId: 'B2', ...page },
    },
  },
  'follow.fansList (CRH-CM-IN2315)': {
    call: (api) => api.follow.fansList({ toAccountId: 'B2', accountId: 'A1' }),
    expect: {
      url: `${A}/front/userFollow/CRH-CM-IN2315`,
      form: 'postJson',
      base: 'main',
      data: { toAccountId: 'B2', accountId: 'A1', ...page },
    },
  },

  'follow.recommendUserList': {
    call: (api) => api.follow.recommendUserList(),
    expect: { url: `${A}/front/recommendUser/recommendUserList`, form: 'postJson', base: 'main', data: page },
  },
  'follow.moreRecommendUserList': {
    call: (api) => api.follow.moreRecommendUserList({ accountId: 'A1' }),
    expect: {
      url: `${A}/front/recommendUser/moreQueryRecommendUserList`,
      form: 'postJson',
      base: 'main',
      data: { accountId: 'A1', ...page },
    },
  },

  'bigV.homeInfo': {
    call: (api) => api.bigV.homeInfo('B2', 'A1'),
    expect: {
      url: `${A}/front/uerInfo/queryBigVHomeInfo`,
      form: 'postJson',
      base: 'main',
      data: { toAccountId: 'B2', accountId: 'A1' },
    },
  },

  'bigV.articles': {
    call: (api) => api.bigV.articles({ toAccountId: 'B2' }),
    expect: {
      url: `${A}/front/uerInfo/queryArticleInfoByAccountId`,
      form: 'postJson',
      base: 'main',
      data: { toAccountId: 'B2', ...page },
    },
  },

  'bigV.videos': {
    call: (api) => api.bigV.videos({ toAccountId: 'B2' }),
    expect: {
      url: `${A}/front/uerInfo/queryVideoInfoByAccountId`,
      form: 'postJson',
      base: 'main',
      data: { toAccountId: 'B2', ...page },
    },
  },

  'circle.info': {
    call: (api) => api.circle.info('C1', 'A1'),
    expect: {
      url: `${A}/front/circle/findInformation`,
      form: 'postUrlencodedQuery',
      base: 'main',
      data: { circleId: 'C1', accountId: 'A1' },
    },
  },
  'circle.newest': {
    call: (api) => api.circle.newest({ circleId: 'C1' }),
    expect: {
      url: `${A}/front/circle/findCircleAllNew`,
      form: 'postJson',
      base: 'main',
      data: { circleId: 'C1', ...page },
    },
  },
  'circle.hot': {
    call: (api) => api.circle.hot({ circleId: 'C1' }),
    expect: {
      url: `${A}/front/circle/findCircleAllHot`,
      form: 'postJson',
      base: 'main',
      data: { circleId: 'C1', ...page },
    },
  },
  'circle.prime': {
    call: (api) => api.circle.prime({ circleId: 'C1' }),
    expect: {
      url: `${A}/front/circle/findCirclePrime`,
      form: 'postJson',
      base: 'main',
      data: { circleId: 'C1', ...page },
    },
  },
  'circle.activities': {
    call: (api) => api.circle.activities({ circleId: 'C1' }),
    expect: {
      url: `${A}/front/circle/findCircleActivity`,
      form: 'postJson',
      base: 'main',
      data: { circleId: 'C1', ...page },
    },
  },

  'search.queryColumn': {
    call: (api) => api.search.queryColumn({ keyword: '  茅台 ', source: 'article' }),
    expect: {
      url: `${A}/business/searchColumnInformation/queryColumn`,
      form: 'postJson',
      base: 'main',
      data: { keyword: '茅台', source: 'article', ...page },
    },
  },
  'search.queryUserList': {
    call: (api) => api.search.queryUserList({ keyword: '老王', pageNum: 3, pageSize: 10 }),
    expect: {
      url: `${A}/business/searchColumnInformation/queryUserList`,
      form: 'postJson',
      base: 'main',
      data: { keyword: '老王', pageNum: 3, pageSize: 10 },
    },
  },

  'article.countRead': {
    call: (api) => api.article.countRead('R1'),
    expect: {
      url: `${A}/front/articleInfo/updateArticleInfo.json`,
      form: 'postJson',
      base: 'main',
      data: { articleId: 'R1' },
    },
    body: ok({ readCount: 42 }),
    result: 42,
  },
  'article.dynamicList (CRH-CM-IN2310)': {
    call: (api) => api.article.dynamicList({ tab: 'recommend', accountId: 'A1' }),
    expect: {
      url: `${A}/front/articleInfo/CRH-CM-IN2310.json`,
      form: 'postJson',
      base: 'main',
      data: { tab: 'recommend', accountId: 'A1', ...page },
    },
  },
  'article.comments': {
    call: (api) => api.article.comments({ articleId: 'R1' }),
    expect: {
      url: `${A}/front/articleInfo/getCommentByArticle`,
      form: 'postJson',
      base: 'main',
      data: { articleId: 'R1', ...page },
    },
  },
  'article.commentReplies': {
    call: (api) => api.article.commentReplies({ commentId: 'C7', accountId: 'A1', pageNum: 2 }),
    expect: {
      url: `${A}/front/articleInfo/getCommentReplies`,
      form: 'postJson',
      base: 'main',
      data: { commentId: 'C7', accountId: 'A1', pageNum: 2, pageSize: 20 },
    },
  },
  'article.commentReplies (defaults)': {
    call: (api) => api.article.commentReplies({ commentId: 'C7' }),
    expect: {
      url: `${A}/front/articleInfo/getCommentReplies`,
      form: 'postJson',
      base: 'main',
      data: { commentId: 'C7', ...page },
    },
  },
  'article.byStockCode': {
    call: (api) => api.article.byStockCode({ stockCode: 'SH600519' }),
    expect: {
      url: `${A}/front/articleInfo/getMessageInfoListByStockCode`,
      form: 'postJson',
      base: 'main',
      data: { stockCode: 'SH600519', ...page },
    },
  },
  'article.createArticle': {
    call: (api) => api.article.createArticle({ ...auth, title: 't', html: '<p>x</p>' }),
    expect: {
      url: `${A}/front/articleInfo/appCreateSave`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, title: 't', html: '<p>x</p>' },
    },
    body: ok({ articleId: 'R7' }),
    result: 'R7',
  },
  'article.infoByArticleId': {
    call: (api) => api.article.infoByArticleId('R1'),
    expect: {
      url: `${A}/front/articleInfo/getInfoByArticleId`,
      form: 'postJson',
      base: 'main',
      data: { articleId: 'R1' },
    },
  },
  'article.deleteArticle': {
    call: (api) => api.article.deleteArticle(auth, 'R1'),
    expect: {
      url: `${A}/front/articleInfo/deleteArticle`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, articleId: 'R1' },
    },
  },
  'article.byAccount': {
    call: (api) => api.article.byAccount({ toAccountId: 'B2' }),
    expect: {
      url: `${A}/front/articleInfo/getSelfInfoListByAccountId`,
      form: 'postJson',
      base: 'main',
      data: { toAccountId: 'B2', ...page },
    },
  },
  'article.pinnedByAccount': {
    call: (api) => api.article.pinnedByAccount('B2'),
    expect: {
      url: `${A}/front/articleInfo/getSetArticleByAccount`,
      form: 'postJson',
      base: 'main',
      data: { toAccountId: 'B2' },
    },
  },
  'article.activities': {
    call: (api) => api.article.activities(),
    expect: { url: `${A}/front/activity/list`, form: 'postJson', base: 'main', data: page },
  },
  'article.appInfo': {
    call: (api) => api.article.appInfo('R1', 'A1'),
    expect: {
      url: `${A}/front/articleInfo/appInfo/R1`,
      form: 'getUrlencoded',
      base: 'main',
      data: { accountId: 'A1' },
    },
  },
  'article.info': {
    call: (api) => api.article.info('R1'),
    expect: { url: `${A}/front/articleInfo/info/R1`, form: 'getUrlencoded', base: 'main', data: {} },
  },

  'publish.publishView': {
    call: (api) => api.publish.publishView({ ...auth, content: '<b>看多</b>', stockCodes: ['SH600519'] }),
    expect: {
      url: `${A}/front/pubContent/publishView`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, content: '<b>看多</b>', stockCodes: ['SH600519'] },
    },
  },
  'publish.publishComment': {
    call: (api) => api.publish.publishComment({ ...auth, articleId: 'R1', content: 'hi', parentId: 'M1' }),
    expect: {
      url: `${A}/front/pubContent/publishComment`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, articleId: 'R1', content: 'hi', parentId: 'M1' },
    },
  },
  'publish.removeContent': {
    call: (api) => api.publish.removeContent(auth, 'comment', 'M1'),
    expect: {
      url: `${A}/front/pubContent/removeContent`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, type: 'comment', id: 'M1' },
    },
  },

  'vote.detail': {
    call: (api) => api.vote.detail('V1'),
    expect: { url: `${A}/front/voteComponentInfo/voteDetail`, form: 'postJson', base: 'main', data: { voteId: 'V1' } },
  },
  'vote.vote': {
    call: (api) => api.vote.vote(auth, 'V1', ['o1', 'o2']),
    expect: {
      url: `${A}/front/voteComponentInfo/articleVote`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, voteId: 'V1', optionIds: ['o1', 'o2'] },
    },
  },

  'collection.collect': {
    call: (api) => api.collection.collect(auth, 'R1'),
    expect: {
      url: `${A}/front/artCollection/insColl`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, articleId: 'R1' },
    },
    body: ok({ collected: true }),
    result: true,
  },
  'collection.uncollect': {
    call: (api) => api.collection.uncollect(auth, 'R1'),
    expect: {
      url: `${A}/front/artCollection/delColl`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, articleId: 'R1' },
    },
    body: ok({ collected: false }),
    result: false,
  },

  'accountService.checkCancellation': {
    call: (api) => api.accountService.checkCancellation('T1'),
    expect: { url: '/account/checkLogout.json', form: 'getUrlencoded', base: 'account', data: { token: 'T1' } },
    body: { resultCode: 'S', attach: SENTINEL },
  },
  'accountService.queryOuterBound': {
    call: (api) => api.accountService.queryOuterBound('T1'),
    expect: { url: '/account/query_outer_bound.json', form: 'getUrlencoded', base: 'account', data: { token: 'T1' } },
    body: { resultCode: 'S', attach: SENTINEL },
  },
  'accountService.unboundOuter': {
    call: (api) => api.accountService.unboundOuter('T1', 'wechat'),
    expect: {
      url: '/account/unbound_outer.json',
      form: 'getUrlencoded',
      base: 'account',
      data: { token: 'T1', outerType: 'wechat' },
    },
    body: { resultCode: 'S', attach: { unbound: true } },
    result: true,
  },

  'accountService.withdrawCancellation': {
    call: (api) => api.accountService.withdrawCancellation('T1'),
    expect: { url: '/account/cancelLogout.json', form: 'getUrlencoded', base: 'account', data: { token: 'T1' } },
    body: { resultCode: 'S', attach: SENTINEL },
  },
  'accountService.queryUserAuth': {
    call: (api) => api.accountService.queryUserAuth('T1'),
    expect: { url: '/account/query_user_auth.json', form: 'postUrlencoded', base: 'account', data: { token: 'T1' } },
    body: { resultCode: 'S', attach: SENTINEL },
  },
  'accountService.findNickNameByToken': {
    call: (api) => api.accountService.findNickNameByToken('T1'),
    expect: {
      url: '/account/findNickNameByToken.json',
      form: 'postUrlencoded',
      base: 'account',
      data: { token: 'T1' },
    },
    body: { resultCode: 'S', attach: { nickName: '股神' } },
    result: '股神',
  },

  'misc.userBaseInfo': {
    call: (api) => api.misc.userBaseInfo('B2', 'A1'),
    expect: {
      url: `${A}/front/frontUserBaseController/getUserBaseInfo/B2`,
      form: 'getUrlencoded',
      base: 'main',
      data: { accountId: 'A1' },
    },
  },
  'misc.userBindWxInfo': {
    call: (api) => api.misc.userBindWxInfo(auth),
    expect: { url: `${A}/front/frontUserBaseController/getUserBindWxInfo`, form: 'postJson', base: 'main', data: auth },
  },

  'misc.tradingDay': {
    call: (api) => api.misc.tradingDay('2026-11-23'),
    expect: {
      url: `${A}/sys/tradingDay/getTradingDay`,
      form: 'getUrlencoded',
      base: 'main',
      data: { date: '2026-11-23' },
    },
    body: ok({ normalday: '2026-11-23', istradingday: true }),
    result: { day: '2026-11-23', isTradingDay: true },
  },
  'misc.configValue': {
    call: (api) => api.misc.configValue('ETF_ACCOUNT_IDS'),
    expect: { url: `${A}/sys/config/value/ETF_ACCOUNT_IDS`, form: 'getUrlencoded', base: 'main' },
    body: ok({ key: 'ETF_ACCOUNT_IDS', value: 'k-123' }),
    result: 'k-123',
  },
  'misc.insertActiveUser': {
    call: (api) => api.misc.insertActiveUser({ ...auth, clientType: 'ios' }),
    expect: {
      url: `${A}/front/userActiveDetail/insertActiveUser`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, clientType: 'ios' },
    },
  },

  'misc.porcelainList': {
    call: (api) => api.misc.porcelainList(),
    expect: { url: `${A}/front/porcelain/queryPorcelainList`, form: 'getUrlencoded', base: 'main' },
  },
  'misc.newTopicAndArticle': {
    call: (api) => api.misc.newTopicAndArticle(),
    expect: { url: `${A}/front/sysTopic/queryNewTopicAndArticle`, form: 'postJson', base: 'main', data: {} },
  },
  'misc.hotStocks': {
    call: (api) => api.misc.hotStocks(),
    expect: { url: `${A}/front/hotStock/getHotStock`, form: 'getUrlencoded', base: 'main' },
  },
  'misc.interfaceSwitch': {
    call: (api) => api.misc.interfaceSwitch(['share']),
    expect: { url: '/api/getInterfaceSwitch', form: 'postJson', base: 'live', data: { names: ['share'] } },
  },
  'misc.fundRanges': {
    call: (api) => api.misc.fundRanges('1m'),
    expect: { url: '/servlet/json', form: 'getUrlencoded', base: 'fund', data: { funcNo: '1000101', range: '1m' } },
    body: { error_no: '0', results: [SENTINEL] },
    result: [SENTINEL],
  },
  'quote.intraday': {
    call: (api) => api.quote.intraday('SH600519'),
    expect: { url: '/hq/intraday.json', form: 'getUrlencoded', base: 'main', data: { code: 'SH600519' } },
  },
  'misc.fundTrend': {
    call: (api) => api.misc.fundTrend('510300', '3m'),
    expect: {
      url: '/servlet/json',
      form: 'getUrlencoded',
      base: 'fund',
      data: { funcNo: '1000102', fundCode: '510300', range: '3m' },
    },
    body: { error_no: '0', results: [SENTINEL] },
  },
  'misc.personalMessages': {
    call: (api) => api.misc.personalMessages({ ...auth, type: 'praise' }),
    expect: {
      url: `${A}/front/personalMsg/list`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, type: 'praise', ...page },
    },
  },
  'misc.guessPlateRound': {
    call: (api) => api.misc.guessPlateRound('A1'),
    expect: {
      url: `${A}/front/activity/guessPlate/currentRound`,
      form: 'postJson',
      base: 'main',
      data: { accountId: 'A1' },
    },
  },
  'misc.guessPlate': {
    call: (api) => api.misc.guessPlate(auth, 'G1', 'BK0475'),
    expect: {
      url: `${A}/front/activity/guessPlate/guess`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, roundId: 'G1', plateCode: 'BK0475' },
    },
  },
  'misc.showRoleInfo': {
    call: (api) => api.misc.showRoleInfo(auth),
    expect: { url: `${A}/front/activity/showRole/info`, form: 'postJson', base: 'main', data: auth },
  },
  'misc.wearBadge': {
    call: (api) => api.misc.wearBadge(auth, 'b1'),
    expect: {
      url: `${A}/front/activity/showRole/wearBadge`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, badgeId: 'b1' },
    },
  },
  'feed.fresh': {
    call: (api) => api.feed.fresh([{ feed: 'tab:latest', after: '9' }, { feed: 'topic:3' }], 'A1'),
    expect: {
      url: `${A}/front/feed/fresh`,
      form: 'postJson',
      base: 'main',
      data: { feeds: [{ feed: 'tab:latest', after: '9' }, { feed: 'topic:3' }], accountId: 'A1' },
    },
    body: ok({ feeds: SENTINEL }),
  },
  'misc.claimBenefit': {
    call: (api) => api.misc.claimBenefit(auth, 'e1'),
    expect: {
      url: `${A}/front/activity/showRole/claimBenefit`,
      form: 'postJson',
      base: 'main',
      data: { ...auth, benefitId: 'e1' },
    },
  },
}

describe.each(Object.entries(cases))('%s', (_name, c) => {
  it('makes exactly its request and resolves the answer', async () => {
    const fake = fakeRequest(() => c.body ?? ok(SENTINEL))
    const result = await c.call(createApi(fake.request))
    expect(fake.calls).toEqual([c.expect])
    expect(result).toEqual(c.result ?? SENTINEL)
  })
})
