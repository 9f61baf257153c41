import { paintPoster, POSTER_SIZE, type PosterContext } from '@/platform/poster-paint'

function recorder() {
  const rects: [number, number, number, number][] = []
  const texts: string[] = []
  const ctx: PosterContext = {
    fillStyle: '',
    font: '',
    textAlign: '',
    fillRect: (x, y, w, h) => void rects.push([x, y, w, h]),
    fillText: (text) => void texts.push(text),
  }
  return { ctx, rects, texts }
}

describe('show-role poster', () => {
  it('paints the badge, the name, a QR code of the link and the link itself inside the poster', () => {
    const { ctx, rects, texts } = recorder()
    const link = 'http://127.0.0.1:8080/community/activity/showRole/index'
    paintPoster(ctx, {
      title: '晒徽章 享福利',
      badgeIcon: '🔥',
      badgeName: '活跃股友',
      nickName: '测试用户',
      caption: '专属头像框',
      link,
      linkLabel: '扫码或打开链接',
    })
    expect(texts).toEqual(
      expect.arrayContaining(['晒徽章 享福利', '🔥', '活跃股友', '测试用户', '专属头像框', '扫码或打开链接']),
    )
    expect(texts.join('')).toContain(link)
    // Background and card, then the QR code's dark modules: many equal squares.
    const modules = rects.slice(2)
    expect(modules.length).toBeGreaterThan(100)
    expect(new Set(modules.map(([, , w, h]) => `${w}x${h}`)).size).toBe(1)
    for (const [x, y, w, h] of rects) {
      expect(x).toBeGreaterThanOrEqual(0)
      expect(y).toBeGreaterThanOrEqual(0)
      expect(x + w).toBeLessThanOrEqual(POSTER_SIZE.width)
      expect(y + h).toBeLessThanOrEqual(POSTER_SIZE.height)
    }
  })
})
