/** The market boards' words (docs/product.md §4.17). */
export const MARKET_TEXTS = {
  noQuote: '--',
  comments: '股评',
  focused: '你查看的股评',
  emptyComments: '还没有人评论这只股票，来发表第一条股评吧',
  badCode: '股票代码有误',
  hotStocks: '热门股票',
  hotHint: '按社区讨论热度排序',
  noHotStocks: '暂无热门股票',
  newEtfs: '新发ETF',
  themes: '热门主题',
  marginEtfs: '两融标的ETF',
  noEtfs: '暂无ETF',
  circleAccounts: '圈主',
  circleEmpty: '圈子里还没有内容',
} as const
