/**
 * The Chinese name of every field a request carries, by its path in the request (`vote.title`; list items share
 * their list's name). The server's validation messages name fields with it, so a person reads 内容不能超过 140 字,
 * never `content`; the composer's messages use the same names (types/text-length.ts). A server test fails when a
 * route's schema has a field this table does not name.
 */
export const FIELD_NAMES = {
  accountId: '账号',
  accountIds: '账号列表',
  appVersion: 'App 版本',
  articleId: '内容编号',
  avatar: '头像',
  badgeId: '徽章',
  bio: '简介',
  benefitId: '福利',
  box: '消息类别',
  category: '栏目',
  channel: '渠道',
  circleId: '圈子',
  clientType: '客户端类型',
  code: '代码',
  codes: '代码列表',
  commentId: '评论编号',
  content: '内容',
  cover: '封面',
  date: '日期',
  feeds: '动态流',
  'feeds.after': '起点',
  'feeds.feed': '动态流',
  follow: '关注状态',
  forId: '对象编号',
  forWhat: '对象类型',
  for_id: '对象编号',
  for_what: '对象类型',
  funcNo: '功能号',
  fundCode: '基金代码',
  html: '正文',
  id: '编号',
  images: '图片',
  isPraise: '点赞状态',
  keyword: '搜索词',
  msgId: '消息编号',
  names: '名称列表',
  nickName: '昵称',
  optionId: '选项',
  optionIds: '选项',
  outerId: '第三方账号',
  outerType: '第三方类型',
  pageNum: '页码',
  pageSize: '每页条数',
  parentId: '回复对象',
  plateCode: '板块',
  pubType: '内容类型',
  range: '时间范围',
  requestId: '请求编号',
  roundId: '竞猜轮次',
  scope: '范围',
  showPosition: '展示位置',
  source: '来源',
  status: '状态',
  stockCode: '股票代码',
  stockCodes: '股票',
  summary: '摘要',
  tab: '栏目',
  title: '标题',
  toAccountId: '对方账号',
  token: '登录凭证',
  topicId: '话题',
  topicIds: '话题',
  type: '类型',
  userCode: '用户编号',
  version: '版本',
  vote: '投票',
  'vote.endDate': '投票截止日期',
  'vote.multiple': '投票方式',
  'vote.options': '投票选项',
  'vote.title': '投票问题',
  voteId: '投票',
  webinarId: '直播',
} as const

export type FieldPath = keyof typeof FIELD_NAMES

/** A field's Chinese name from its path in the request (`vote/options/2` or `vote.options.2`); 请求参数 if unknown. */
export function fieldName(path: string): string {
  const key = path
    .split(/[./]/)
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .join('.')
  return (FIELD_NAMES as Record<string, string>)[key] ?? '请求参数'
}
