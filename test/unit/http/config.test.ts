import { readHttpConfig } from '@/http/config'

describe('readHttpConfig', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })
  it('defaults to same-origin paths and the community product', () => {
    for (const key of [
      'API_BASE_MAIN',
      'API_BASE_FUND',
      'API_BASE_LIVE',
      'API_BASE_COMMUNITY',
      'API_BASE_ACCOUNT',
      'API_BASE_OPS',
      'PRODUCT_ID',
    ]) {
      delete process.env[key]
    }
    expect(readHttpConfig()).toEqual({
      bases: { main: '', fund: '', live: '', community: '', account: '', ops: '' },
      productId: 'community',
    })
  })
  it('reads the build-time values', () => {
    process.env.API_BASE_MAIN = 'https://main.example'
    process.env.API_BASE_LIVE = 'https://live.example'
    process.env.PRODUCT_ID = 'broker'
    const config = readHttpConfig()
    expect(config.bases.main).toBe('https://main.example')
    expect(config.bases.live).toBe('https://live.example')
    expect(config.productId).toBe('broker')
  })
})
