import { fireEvent, screen } from '@testing-library/react'
import type { ShowRoleInfo } from '@shared/api'
import ShowRolePage, { SHOW_ROLE_PAGE_TEXTS } from '@/activity/showRole/index'
import { drawPoster } from '@/platform/poster'
import { SHOW_ROLE_TEXTS } from '@/stores/show-role'
import { api, flush, makeStores, renderPage, setRoute, setupPlatform } from '../follow/page-harness'
import { laterTap } from '../../../support/taps'

// jsdom has no canvas: the poster's drawing is the platform's, checked in the browser suite.
jest.mock('@/platform/poster', () => ({ drawPoster: jest.fn(async () => 'data:image/png;base64,AAAA') }))

beforeEach(() => jest.clearAllMocks())

const LOCKED_CONDITION = '发布动态或评论累计 50 条可获得（已有 3 条）'

function info(worn: string, claimed: readonly string[] = []): ShowRoleInfo {
  return {
    badges: [
      { badgeId: '1', name: '社区新人', icon: '🌱', owned: true, worn: worn === '1', condition: '加入社区即可获得' },
      { badgeId: '2', name: '活跃股友', icon: '🔥', owned: true, worn: worn === '2', condition: '' },
      { badgeId: '3', name: '优质作者', icon: '✍️', owned: false, worn: false, condition: LOCKED_CONDITION },
    ],
    benefits: ['1', '2', '3'].map((id) => ({
      benefitId: id,
      title: `福利${id}`,
      desc: `说明${id}`,
      requiredBadgeId: id,
      claimable: id !== '3' && !claimed.includes(id),
      claimed: claimed.includes(id),
    })),
  }
}

const badge = (id: string) => screen.getAllByTestId('show-role-badge').find((b) => b.getAttribute('data-badge') === id)!
const claim = (id: string) =>
  screen.getAllByTestId('show-role-claim').find((b) => b.getAttribute('data-benefit') === id)!

describe('晒徽章 享福利 page', () => {
  it('wears an owned badge, claims a benefit once: the greyed 已领取 sends nothing', async () => {
    const { calls } = setupPlatform()
    setRoute('activity/showRole/index')
    api.misc.showRoleInfo.mockResolvedValue(info('1'))
    api.misc.wearBadge.mockResolvedValue(info('2'))
    api.misc.claimBenefit.mockResolvedValueOnce(info('2', ['2']))
    await renderPage(ShowRolePage, makeStores(true))
    expect(badge('1').getAttribute('data-worn')).toBe('1')
    fireEvent.click(badge('3'))
    fireEvent.click(badge('2'))
    await flush()
    expect(api.misc.wearBadge).toHaveBeenCalledTimes(1)
    expect(api.misc.wearBadge).toHaveBeenCalledWith(expect.objectContaining({ accountId: 'dev-10001' }), '2')
    expect(badge('2').getAttribute('data-worn')).toBe('1')
    expect(calls.toast).toHaveBeenCalledWith(SHOW_ROLE_TEXTS.worn)

    expect(claim('2').getAttribute('data-state')).toBe('claimable')
    fireEvent.click(claim('2'))
    await flush()
    expect(claim('2').getAttribute('data-state')).toBe('claimed')
    expect(claim('2').textContent).toBe(SHOW_ROLE_PAGE_TEXTS.claimed)
    laterTap()
    fireEvent.click(claim('2'))
    await flush()
    expect(api.misc.claimBenefit).toHaveBeenCalledTimes(1)
    expect(calls.toast).toHaveBeenLastCalledWith(SHOW_ROLE_TEXTS.alreadyClaimed)
  })

  it('a locked badge says how it is earned; its benefit sends nothing and says which badge it needs', async () => {
    const { calls } = setupPlatform()
    setRoute('activity/showRole/index')
    api.misc.showRoleInfo.mockResolvedValue(info('1'))
    await renderPage(ShowRolePage, makeStores(true))
    expect(screen.getAllByTestId('show-role-condition').map((c) => c.textContent)).toEqual([LOCKED_CONDITION])
    expect(badge('3').textContent).toContain(LOCKED_CONDITION)
    fireEvent.click(claim('3'))
    await flush()
    expect(api.misc.claimBenefit).not.toHaveBeenCalled()
    expect(calls.toast).toHaveBeenLastCalledWith(SHOW_ROLE_TEXTS.needsBadge('优质作者', LOCKED_CONDITION))
  })

  it('draws my worn badge’s poster and saves it to the album through the platform', async () => {
    const saveImageToAlbum = jest.fn(async (_url: string) => true)
    const { calls } = setupPlatform({ saveImageToAlbum })
    setRoute('activity/showRole/index')
    api.misc.showRoleInfo.mockResolvedValue(info('2'))
    await renderPage(ShowRolePage, makeStores(true))
    fireEvent.click(screen.getByTestId('show-role-save'))
    await flush()
    expect(drawPoster).toHaveBeenCalledWith(
      expect.objectContaining({
        badgeName: '活跃股友',
        badgeIcon: '🔥',
        link: expect.stringContaining('/community/activity/showRole/index'),
      }),
    )
    expect(saveImageToAlbum).toHaveBeenCalledWith('data:image/png;base64,AAAA')
    expect(calls.toast).toHaveBeenLastCalledWith(SHOW_ROLE_TEXTS.saved)
    expect(screen.getByTestId('show-role-poster-image')).toBeTruthy()
  })

  it('shares what the page configuration says, through the app', async () => {
    const share = jest.fn(async () => true)
    setupPlatform({ kind: 'native', share })
    setRoute('activity/showRole/index')
    api.misc.showRoleInfo.mockResolvedValue(info('1'))
    api.page.info.mockResolvedValue({
      pageId: 'show-role',
      title: '晒徽章 享福利',
      shareTitle: '来晒徽章',
      shareDesc: '点亮徽章领福利',
      shareImg: '/share.png',
      bgColor: null,
      modules: [],
    })
    await renderPage(ShowRolePage, makeStores(true))
    expect(api.page.info).toHaveBeenCalledWith('show-role')
    fireEvent.click(screen.getByTestId('show-role-share'))
    await flush()
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '来晒徽章',
        content: '点亮徽章领福利',
        cover: '/share.png',
        link: expect.stringContaining('/community/activity/showRole/index'),
      }),
    )
  })

  it('asks a visitor to log in', async () => {
    setupPlatform()
    setRoute('activity/showRole/index')
    await renderPage(ShowRolePage, makeStores(false))
    expect(screen.getByTestId('login-prompt').textContent).toContain(SHOW_ROLE_PAGE_TEXTS.loginNeeded)
    expect(api.misc.showRoleInfo).not.toHaveBeenCalled()
  })
})
