import { precacheUrls } from '../../../scripts/size'

describe('the precache budget reads the worker’s manifest (scripts/size.ts)', () => {
  it('lists every URL of the manifest workbox-webpack-plugin injected, revisioned or hashed', () => {
    const script =
      "precacheAndRoute([{'revision':'e67916d1','url':'/community/index.html'},{'revision':null,'url':'/community/static/js/app.1234abcd.js'}]),x({url:'/other'})"
    expect(precacheUrls(script)).toEqual(['/community/index.html', '/community/static/js/app.1234abcd.js'])
    expect(precacheUrls('self.__WB_MANIFEST')).toEqual([])
  })
})
