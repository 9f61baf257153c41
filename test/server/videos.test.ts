import type { FastifyInstance } from 'fastify'
import type { Dynamic } from '@shared/api'
import { CLIP_COUNT, clipFor } from '../../server/videos'
import { DEV, call, makeServer } from './helpers'

let app: FastifyInstance
beforeAll(async () => {
  ;({ app } = await makeServer())
})
afterAll(() => app.close())

describe('short-video files', () => {
  it('plays a real clip for every seeded short video, with byte ranges for seeking', async () => {
    let video: Dynamic | undefined
    for (let pageNum = 1; pageNum <= 30 && !video; pageNum += 1) {
      const page = (await call(app, 'article.dynamicList', { tab: 'recommend', pageNum, pageSize: 100 })).body.data
      video = page.list.find((d) => d.pubType === 6)
    }
    if (!video) throw new Error('no seeded short video')
    const videos = (
      await call(app, 'bigV.queryVideoInfoByAccountId', { toAccountId: video.accountId, accountId: DEV.accountId })
    ).body.data.list
    expect(videos.length).toBeGreaterThan(0)
    for (const v of videos) expect(v.videoUrl).toMatch(/^\/static-videos\/\d+\.mp4$/)

    const whole = await app.inject({ method: 'GET', url: videos[0].videoUrl })
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toBe('video/mp4')
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(whole.headers['cache-control']).toContain('immutable')
    // An MP4 starts with its ftyp box.
    expect(whole.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp')

    const part = await app.inject({ method: 'GET', url: videos[0].videoUrl, headers: { range: 'bytes=0-99' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/)
    expect(part.rawPayload.length).toBe(100)

    // Browsers always accept compression: the clip keeps its year of caching and its ranges then too.
    const compressed = { 'accept-encoding': 'gzip, deflate, br' }
    for (const headers of [compressed, { ...compressed, range: 'bytes=0-99' }]) {
      const res = await app.inject({ method: 'GET', url: videos[0].videoUrl, headers })
      expect([res.statusCode, res.headers['cache-control'], res.headers['accept-ranges']]).toEqual([
        headers === compressed ? 200 : 206,
        'public, max-age=31536000, immutable',
        'bytes',
      ])
      expect(res.headers['content-encoding']).toBeUndefined()
    }
  })

  it('gives each id one clip, and answers 404 for anything that is not a video name', async () => {
    expect(clipFor(7)).toBe(clipFor(7 + CLIP_COUNT))
    expect((await app.inject({ method: 'GET', url: '/static-videos/..%2Fvideos.ts' })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/static-videos/12.webm' })).statusCode).toBe(404)
  })
})

describe('live appointments', () => {
  it('books an upcoming live for the viewer, shows it on the list, and refuses one that started', async () => {
    const upcoming = (await call(app, 'live.getLives', { status: 'upcoming', pageSize: 50, ...DEV })).body.data.list
    const target = upcoming.find((l) => !l.appointed)
    if (!target) throw new Error('no upcoming live to book')
    const booked = await call(app, 'live.saveApptHis', { ...DEV, webinarId: target.webinarId })
    expect(booked.body.data).toEqual({ appointed: true })
    const again = (await call(app, 'live.getLives', { status: 'upcoming', pageSize: 50, ...DEV })).body.data.list
    expect(again.find((l) => l.webinarId === target.webinarId)?.appointed).toBe(true)
    const started = (await call(app, 'live.getLives', { status: 'live', pageSize: 1 })).body.data.list[0]
    if (started) {
      const refused = await call(app, 'live.saveApptHis', { ...DEV, webinarId: started.webinarId })
      expect(refused.status).toBe(400)
    }
  })
})
