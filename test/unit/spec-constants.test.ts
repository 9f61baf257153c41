/**
 * Rules of the spec that live in the constants and the route table, asserted where they are read (docs/product.md
 * §2.4, §9.1, §9.2): the pull-to-refresh colour, the campaign pages' titles, the z-index layers' order and the
 * mini-program's network time-outs.
 */
import { deriveAppConfig } from '@/config/app-config'
import { COLORS, LAYERS, TIMEOUTS } from '@/config/constants'
import { findRoute } from '@/config/routes'
import { themeVariables } from '@/theme/themes'

it('colours the pull-to-refresh text the spec’s blue on the light theme', () => {
  expect(COLORS.pullToRefresh).toBe('#002FA7')
  expect(themeVariables('light')['--color-pull-to-refresh']).toBe('#002FA7')
})

it('titles the campaign pages as the spec says', () => {
  expect(findRoute('activity/showRole/index')?.title).toBe('晒徽章 享福利')
  expect(findRoute('activity/guessPlate/index')?.title).toBe('天天猜板块')
  expect(findRoute('activity/guessPlate/rule')?.title).toBe('活动规则')
  expect(findRoute('activity/guessPlate/rule2')?.title).toBe('活动规则')
})

it('stacks the layers toast, no network, popup, mask, navigation bar, top tips, sticky, index-list sticky', () => {
  const order = [
    LAYERS.toast,
    LAYERS.noNetwork,
    LAYERS.popup,
    LAYERS.mask,
    LAYERS.navbar,
    LAYERS.topTips,
    LAYERS.sticky,
    LAYERS.indexListSticky,
  ]
  expect(order).toEqual([10090, 10080, 10075, 10070, 980, 975, 970, 965])
  for (let i = 1; i < order.length; i += 1) expect(order[i]).toBeLessThan(order[i - 1])
  // Every page's root hands the same values to the stylesheets.
  const vars = themeVariables('light')
  expect([vars['--z-toast'], vars['--z-no-network'], vars['--z-popup'], vars['--z-mask']]).toEqual([
    '10090',
    '10080',
    '10075',
    '10070',
  ])
})

it('gives the mini-program’s requests, sockets, uploads and downloads the spec’s network time-out', () => {
  expect(TIMEOUTS.networkMs).toBe(60_000)
  expect(deriveAppConfig().networkTimeout).toEqual({
    request: TIMEOUTS.networkMs,
    connectSocket: TIMEOUTS.networkMs,
    uploadFile: TIMEOUTS.networkMs,
    downloadFile: TIMEOUTS.networkMs,
  })
})
