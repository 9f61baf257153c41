import { buildEnv, resolveEnv, WEAPP_DEFAULT_ORIGIN } from '../../config/env'

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
