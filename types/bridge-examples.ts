/**
 * Examples of the bridge contract (types/bridge.ts), kept in a module of their own so only the QA page
 * (community/testFun), which imports them, carries them: the contract module is on the first screen.
 */
import type { BridgeMethod, BridgeMethods, NativeEventName } from './bridge'

/**
 * One example of every method's params, typed against BridgeMethods so a method added there must be
 * added here. The QA page (community/testFun) offers each as a button prefilled with its example;
 * a unit test keeps this table and docs/bridge.md's "Methods" table the same list.
 */
export const BRIDGE_METHOD_EXAMPLES: { readonly [M in BridgeMethod]: BridgeMethods[M]['params'] } = {
  getCommunityAccount: {},
  communityLogin: {},
  logout: {},
  getClientInfo: {},
  comment: { pubId: '1', pubType: '5', placeholder: '说点什么…' },
  share: {
    title: '功能测试分享',
    summary: '来自功能测试页',
    link: 'https://example.com/community/',
    newsId: '1',
    contentType: 0,
  },
  getFavourite: { newsId: '1' },
  setFavourite: { newsId: '1', title: '功能测试收藏', link: 'https://example.com/community/', collected: true },
  addOptionalStock: { code: 'SH600000' },
  getOptionalStocks: {},
  getOptionalStockGroups: {},
  requestQuote: {
    json_head: { function_id: '6004', attrs: 0, length: 1 },
    json_body: {
      sequence_no: 1,
      list_range: '0-0',
      op_type: 1,
      op_type_sort: 0,
      code_lnum: 1,
      code_list: ['SH600000'],
    },
  },
  openUrl: { url: 'broker://stock/detail?code=SH600000' },
  openFunction: { functionId: 'accountInterflow', params: { from: 'community' } },
  saveImage: { url: 'https://example.com/poster.png' },
  logEvent: { event: 'htPageViewDuration', properties: { pageName: 'test-fun', duration: 1 } },
  getABTestValue: { key: 'AccountInterflow' },
  goodRating: {},
  getDailyMarker: { accountId: 'dev-10001' },
  setDailyMarker: { accountId: 'dev-10001', day: '20261123' },
  closePage: {},
  goBack: { refresh: false },
  reload: {},
  setLeftHandle: { enabled: false },
  getTopInset: {},
  getFontScale: {},
}

/** One example payload of every event (undefined: the event carries none), for the QA page's buttons. */
export const NATIVE_EVENT_EXAMPLES: { readonly [E in NativeEventName]: readonly (string | undefined)[] } = {
  loginUpdate: ['dev-10001,dev-token-10001'],
  themeChange: ['night', 'day', 'red'],
  pageVisible: [undefined],
  back: [undefined],
}
