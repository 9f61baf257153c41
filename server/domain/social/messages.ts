/** What social writes answer when refused, in the words a person reads. */
export const SOCIAL_MESSAGES = {
  noComment: '评论不存在',
  followSelf: '不能关注自己',
  notFollowing: '未关注该用户',
  voteClosed: '投票已结束',
  votedAlready: '您已经投过票了',
  tooManyChoices: (max: number) => `最多可选 ${max} 项`,
  noOption: '投票选项不存在',
} as const
