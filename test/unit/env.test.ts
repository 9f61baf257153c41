import { assertProductionEnv, buildEnv, productionProblems, resolveEnv, WEAPP_DEFAULT_ORIGIN } from '../../config/env'

describe('build-time settings', () => {
  it('default to the same origin on H5 and the local reference server in the mini-program', () => {
    expect(resolveEnv({ TARO_ENV: 'h5' }).API_BASE_MAIN).toBe('')
    expect(resolveEnv({ TARO_ENV: 'weapp' }).API_BASE_MAIN).toBe(WEAPP_DEFAULT_ORIGIN)
    expect(resolveEnv({}).PRODUCT_ID).toBe('community')
  })
  it('take every value from the environment when given', () => {
    const env = resolveEnv({ TARO_ENV: 'weapp', API_BASE_FUND: 'https://fund.example.com', PRODUCT_ID: 'ht' })
    expect(env.API_BASE_FUND).toBe('https://fund.example.com')
    expect(env.PRODUCT_ID).toBe('ht')
  })
  it('become DefinePlugin constants as JSON strings', () => {
    expect(buildEnv({ PRODUCT_ID: 'x' })['process.env.PRODUCT_ID']).toBe('"x"')
  })
})

describe('a production build', () => {
  const bases = {
    API_BASE_MAIN: 'https://api.broker.example',
    API_BASE_FUND: 'https://fund.broker.example',
    API_BASE_LIVE: 'https://live.broker.example',
    API_BASE_COMMUNITY: 'https://api.broker.example',
    API_BASE_ACCOUNT: 'https://account.broker.example',
    API_BASE_OPS: 'https://ops.broker.example',
  }
  const production = { NODE_ENV: 'production', COMMUNITY_ENV: 'production' }

  it('refuses the reference server defaults, naming every base left unset', () => {
    const problems = productionProblems({ ...production, TARO_ENV: 'h5', API_BASE_MAIN: bases.API_BASE_MAIN })
    expect(problems).toHaveLength(5)
    expect(problems[0]).toBe('API_BASE_FUND 未设置（仍是参考服务器的默认值）')
    expect(() => assertProductionEnv({ ...production, TARO_ENV: 'h5' })).toThrow(
      /生产构建（COMMUNITY_ENV=production）拒绝使用参考服务器的接口地址[\s\S]*COMMUNITY_ALLOW_REFERENCE_API=1/,
    )
  })
  it('refuses a loopback address, and plain http in the mini-program', () => {
    expect(productionProblems({ ...production, ...bases, API_BASE_LIVE: WEAPP_DEFAULT_ORIGIN })).toEqual([
      `API_BASE_LIVE=${WEAPP_DEFAULT_ORIGIN} 指向本机的参考服务器`,
    ])
    expect(productionProblems({ ...production, ...bases, TARO_ENV: 'weapp', API_BASE_OPS: '' })).toEqual([
      'API_BASE_OPS= 不是 https 地址（小程序只能请求 https）',
    ])
  })
  it("accepts the broker's addresses, and on H5 an explicit empty base (the site's own origin behind nginx)", () => {
    expect(productionProblems({ ...production, ...bases, TARO_ENV: 'weapp' })).toEqual([])
    const sameOrigin = Object.fromEntries(Object.keys(bases).map((key) => [key, '']))
    expect(() => assertProductionEnv({ ...production, ...sameOrigin, TARO_ENV: 'h5' })).not.toThrow()
  })
  it('refuses the development shortcuts in production, even with the reference server allowed', () => {
    const refused = ['DEV_SHORTCUTS=1 会让 dev 参数以测试账号登录，生产构建不能打开']
    expect(productionProblems({ ...production, ...bases, TARO_ENV: 'weapp', DEV_SHORTCUTS: '1' })).toEqual(refused)
    expect(productionProblems({ ...production, COMMUNITY_ALLOW_REFERENCE_API: '1', DEV_SHORTCUTS: '1' })).toEqual(
      refused,
    )
  })
  it('goes ahead with the defaults when told to, and checks nothing outside production', () => {
    expect(productionProblems({ ...production, COMMUNITY_ALLOW_REFERENCE_API: '1' })).toEqual([])
    expect(productionProblems({ NODE_ENV: 'production' })).toEqual([])
    expect(productionProblems({ NODE_ENV: 'development', COMMUNITY_ENV: 'production' })).toEqual([])
  })
})
