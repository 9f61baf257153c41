/** What the publishing rules answer a refused write with, in the words the composer shows. */
export const PUBLISH_MESSAGES = {
  emptyText: '内容不能为空',
  badImage: '图片地址无效，请重新上传图片',
  twoVotes: '一条动态只能带一个投票',
  notOwnVote: '只能使用自己创建的投票',
  notOwnItem: '只能删除自己发布的内容',
  notOwnComment: '只能删除自己发布的评论',
  noCircle: '圈子不存在',
  noParent: '要回复的评论不存在',
  noComment: '评论不存在',
} as const

/** The same comment again on the same article within this time is refused as a repeat. */
export const DUPLICATE_COMMENT_WINDOW_MS = 10 * 60_000
export const DUPLICATE_COMMENT_MESSAGE = '请勿重复发表相同的评论'
