/**
 * The compiled templates (wcc output in jsdom) render the same text as the harness reads from the data tree,
 * including past Taro's template depth limit, where its recursive `comp` component takes over.
 */
import { bootApp } from '../../scripts/weapp/boot'
import { closeRenderers, createTemplateRenderer, renderWithTemplates } from '../../scripts/weapp/render'
import { pageText, readTagMap, type TreeNode } from '../../scripts/weapp/tree'
import { requireWeappBuild, WEAPP_DIST } from './support'

jest.setTimeout(30_000)
afterAll(closeRenderers)

test('the home page renders through its templates to the same text as its data', async () => {
  requireWeappBuild()
  const app = await bootApp({ distDir: WEAPP_DIST })
  try {
    const home = await app.openPage('pages/index/index')
    await home.waitForText('投资社区')
    expect(renderWithTemplates(home, WEAPP_DIST)).toBe(home.text())
  } finally {
    app.close()
  }
})

test('a tree deeper than the templates go renders through the comp component', () => {
  requireWeappBuild()
  const tags = [...readTagMap(WEAPP_DIST)]
  const viewCode = tags.find(([, tag]) => tag === 'view')?.[0]
  const textCode = tags.find(([, tag]) => tag === 'block')?.[0]
  if (!viewCode || !textCode) throw new Error('base.wxml has no view or text template')
  let node: TreeNode = { sid: 'leaf', nn: viewCode, cn: [{ sid: 'txt', v: '最深处', nn: textCode }] }
  for (let i = 0; i < 25; i++) node = { sid: `n${i}`, nn: viewCode, cn: [node] }
  const data = { root: { cn: [node] } }
  const renderer = createTemplateRenderer(WEAPP_DIST)
  try {
    expect(renderer.pageText('pages/index/index', data)).toBe(pageText(data))
    expect(renderer.pageText('pages/index/index', data)).toBe('最深处')
  } finally {
    renderer.close()
  }
})
