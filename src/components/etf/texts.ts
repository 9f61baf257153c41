/** The ETF pages' words (docs/product.md §4.17). */
export const ETF_TEXTS = {
  newEtfs: '新发ETF',
  themes: '热门主题',
  marginEtfs: '两融标的ETF',
  noEtfs: '暂无ETF',
  noThemes: '暂无主题',
  circleEntry: '进入ETF圈',
  marginCircleEntry: '进入两融ETF圈',
  circleAccounts: '圈主',
  circleEmpty: '圈子里还没有内容，来发第一帖吧',
} as const
