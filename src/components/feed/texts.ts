/** Feed texts docs/product.md does not fix (so they are not in the constants table, §9.5); Chinese UI. */
export const FEED_TEXTS = {
  kindStockComment: '股评',
  kindNews: '资讯',
  kindLive: '直播',
  kindShortVideo: '视频',
  kindLink: '分享',
  liveOn: '直播中',
  liveUpcoming: '预告',
  liveEnded: '回放',
  bigV: 'V',
  like: '赞',
  comment: '评论',
  share: '分享',
  /** After the count of items written since the feed loaded: 3 条新动态 (docs/product.md §4.20). */
  freshItems: '条新动态',
} as const
