import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  failingAccessibility,
  figuresOf,
  formatColumns,
  formatTable,
  median,
  medianFigures,
} from '../../scripts/bench-lighthouse'

describe('Lighthouse bench figures', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('reads scores, metrics and script bytes from a result, gzipping the built files', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'))
    fs.mkdirSync(path.join(dist, 'static', 'js'), { recursive: true })
    fs.writeFileSync(path.join(dist, 'static', 'js', 'app.js'), 'console.log(1);'.repeat(100))
    const lhr = {
      categories: {
        performance: { score: 0.91 },
        accessibility: {
          score: 0.95,
          auditRefs: [
            { id: 'color-contrast', weight: 7 },
            { id: 'image-alt', weight: 10 },
          ],
        },
      },
      audits: {
        'first-contentful-paint': { score: 1, numericValue: 900 },
        'largest-contentful-paint': { score: 1, numericValue: 1500 },
        'total-blocking-time': { score: 1, numericValue: 120 },
        'cumulative-layout-shift': { score: 1, numericValue: 0.01 },
        'color-contrast': {
          score: 0,
          details: {
            items: [
              { url: '', node: { explanation: 'foreground color: #f7332d, background color: #ffffff, font size 9pt' } },
            ],
          },
        },
        'image-alt': { score: 1 },
        'network-requests': {
          score: null,
          details: {
            items: [
              { url: 'http://x/community/static/js/app.js', resourceType: 'Script', transferSize: 300 },
              { url: 'http://x/community/static/css/app.css', resourceType: 'Stylesheet', transferSize: 999 },
            ],
          },
        },
      },
    }
    const f = figuresOf(lhr, dist)
    expect(f).toMatchObject({ performance: 91, accessibility: 95, fcpMs: 900, lcpMs: 1500, tbtMs: 120, cls: 0.01 })
    expect(f.jsWire).toBe(300)
    expect(f.jsGzip).toBeGreaterThan(0)
    expect(f.jsGzip).toBeLessThan(1500)
    expect(failingAccessibility(lhr)).toEqual(['color-contrast (1: #f7332d on #ffffff ×1)'])
    const table = formatTable('home', 'http://x/community/', medianFigures([f, f, { ...f, performance: 50 }]), 3)
    expect(table).toContain('| performance       | 91')
    expect(table).toContain('median of 3')
    // --nginx: the reference server and nginx side by side.
    const both = formatColumns(
      'home',
      '/community/',
      [
        { label: 'reference server', figures: f },
        { label: 'nginx', figures: { ...f, lcpMs: 2800 } },
      ],
      3,
    ).split('\n')
    expect(both[1]).toBe('  | measure           | reference server | nginx      |')
    expect(both.find((line) => line.includes('LCP'))).toBe('  | LCP               | 1500 ms          | 2800 ms    |')
    fs.rmSync(dist, { recursive: true, force: true })
  })
})
