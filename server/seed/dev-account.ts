/** The test account the dev flag signs in as (docs/product.md §4.1); only the reference server knows it. */
export const DEV_ACCOUNT = {
  id: 'dev-10001',
  token: 'dev-token-10001',
  userCode: 'dev-user-10001',
  cid: 'dev-cid-10001',
  nickname: '测试用户',
} as const
