/**
 * Care mode in the booted mini-program (docs/product.md §2.10): WeChat reports its care-mode font setting through
 * wx.getAppBaseInfo (fontSizeScaleFactor 1.4, 23.8 px), and the page's root takes the care-mode class and declares
 * the text scale that every text size of the mini-program's stylesheets reads. The harness does no layout, so what
 * the sizes come to is measured in the browser suite (test/e2e/care-mode.test.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { bootApp, type PageHandle } from '../../scripts/weapp/boot'
import { requireWeappBuild, WEAPP_DIST } from './support'

jest.setTimeout(60_000)

const WECHAT_CARE_MODE = { fontSizeSetting: 23.8, fontSizeScaleFactor: 1.4 }

interface ShellNode {
  cl?: string
  st?: string
}

/** The page shell's node in the page's data: its class and its inline style, as WeChat receives them. */
function shellNode(page: PageHandle): ShellNode {
  const find = (node: unknown): ShellNode | null => {
    if (!node || typeof node !== 'object') return null
    const { cl } = node as ShellNode
    if (typeof cl === 'string' && cl.split(' ').includes('page-shell')) return node as ShellNode
    for (const child of Object.values(node)) {
      const found = find(child)
      if (found) return found
    }
    return null
  }
  const shell = find(page.data())
  if (!shell) throw new Error(`${page.route} has no page shell`)
  return shell
}

async function openHome(appBaseInfo?: Record<string, unknown>) {
  const app = await bootApp({ distDir: WEAPP_DIST, appBaseInfo })
  const page = await app.openPage('pages/index/index')
  await page.waitForText('投资社区', 8000)
  return { app, shell: shellNode(page) }
}

test("WeChat's care mode puts the page in care mode", async () => {
  requireWeappBuild()
  const { app, shell } = await openHome(WECHAT_CARE_MODE)
  try {
    expect(shell.cl?.split(' ')).toEqual(expect.arrayContaining(['page-shell', 'font-scaled', 'font-care']))
    expect(shell.st).toContain('--font-scale: 1.4;')
    expect(shell.st).toContain('--font-min: 18px;')
    expect(shell.st).toContain('--line-min: 1.3;')
    expect([...app.errors.map((e) => e.message), ...app.consoleErrors]).toEqual([])
  } finally {
    app.close()
  }
})

test("WeChat's standard size leaves the page as designed", async () => {
  requireWeappBuild()
  const { app, shell } = await openHome({ fontSizeSetting: 17, fontSizeScaleFactor: 1 })
  try {
    expect(shell.cl?.split(' ')).not.toContain('font-care')
    expect(shell.cl?.split(' ')).not.toContain('font-scaled')
    expect(shell.st).not.toContain('--font-scale')
  } finally {
    app.close()
  }
})

test("every text size of the mini-program's stylesheets reads the page's scale", () => {
  requireWeappBuild()
  const sheets: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith('.wxss')) sheets.push(fs.readFileSync(file, 'utf8'))
    }
  }
  walk(WEAPP_DIST)
  const sizes = sheets.flatMap((css) => [...css.matchAll(/font-size:([^;}]+)/g)].map((m) => m[1]))
  expect(sizes.length).toBeGreaterThan(50)
  expect(sizes.filter((size) => !size.includes('var(--font-scale'))).toEqual([])
  // Care mode's own rules reach the mini-program too: the tab bars' 60 px taps.
  expect(sheets.join('\n')).toMatch(/\.font-care \.kit-tabs__tab\{[^}]*min-height:120rpx/)
})
