/**
 * 晒徽章 享福利 (docs/product.md §4.18): the badges I hold, the one I wear (shown beside my name
 * on cards and comments), the benefits I can claim once each, and my badge's poster saved to the
 * album. Made on first use by the show-role page.
 */
import { action, makeObservable, observable } from 'mobx'
import type { PageInfo, ShowRoleBadge, ShowRoleInfo } from '@shared/api'
// Imported by its own path: the canvas code loads with the show-role page, not the first screen.
import { drawPoster } from '@/platform/poster'
import type { ReadonlyDeep } from '@/lib'
import { useStores } from './context'
import type { StoreEnv } from './env'
import type { InteractionRunner, Outcome } from './interactions'
import { Loadable } from './loadable'
import { Owned } from './owned'
import type { SessionStore } from './session'

export const SHOW_ROLE_TEXTS = {
  worn: '已佩戴，将显示在你的昵称旁',
  wearFailed: '佩戴失败，请稍后重试',
  claimed: '领取成功',
  claimFailed: '领取失败，请稍后重试',
  alreadyClaimed: '该福利已领取',
  notClaimable: '尚未满足领取条件',
  needsBadge: (badge: string, condition: string) => `需先获得「${badge}」徽章：${condition}`,
  posterTitle: '晒徽章 享福利',
  posterLink: '扫码或打开链接，一起点亮徽章',
  noBadge: '先点亮一枚徽章再生成海报',
  posterFailed: '海报生成失败，请稍后重试',
  saved: '海报已保存',
  saveFailed: '保存失败，请检查相册权限后重试',
} as const

/** My badges and benefits as the page sees them; wearing and claiming (the store's actions) change them. */
export type ShowRoleState = ReadonlyDeep<ShowRoleInfo>

export class ShowRoleStore {
  /** The poster drawn last: a data URL on H5, a temporary file in the mini-program. */
  poster: string | null = null
  posterBusy = false
  private readonly infos = new Owned<ShowRoleInfo>()

  constructor(
    private readonly env: StoreEnv,
    private readonly session: SessionStore,
    private readonly runner: InteractionRunner,
  ) {
    makeObservable(this, { poster: observable, posterBusy: observable })
  }

  /** The page configuration: what a share of the page says (title, description, image). */
  pageConfig(pageId: string): Loadable<PageInfo> {
    return new Loadable(() => this.env.api.page.info(pageId))
  }

  info(): Loadable<ShowRoleState> {
    return new Loadable(async () => {
      const auth = this.runner.auth
      if (!auth) throw new Error('show-role needs a viewer')
      return this.infos.keep(observable(await this.env.api.misc.showRoleInfo(auth), {}, { deep: true }))
    })
  }

  /** The badge I wear, else my first; null when I hold none. */
  posterBadge(info: ShowRoleState): ReadonlyDeep<ShowRoleBadge> | null {
    return info.badges.find((b) => b.worn) ?? info.badges.find((b) => b.owned) ?? null
  }

  /** The server's answer to a wear or claim becomes what the page shows. */
  private replace(view: ShowRoleState, next: ShowRoleInfo): void {
    const info = this.infos.of(view)
    if (!info) return
    info.badges = next.badges
    info.benefits = next.benefits
  }

  wear(info: ShowRoleState, badgeId: string): Promise<Outcome<ShowRoleInfo>> {
    return this.runner.run({
      key: `show-role:wear:${badgeId}`,
      send: (auth) => this.env.api.misc.wearBadge(auth, badgeId),
      commit: (next) => {
        this.replace(info, next)
        // The poster shows the worn badge: draw it again next time.
        this.poster = null
      },
      done: () => SHOW_ROLE_TEXTS.worn,
      fallback: SHOW_ROLE_TEXTS.wearFailed,
    })
  }

  /** Claims once; a claimed benefit is still sent, so the server's refusal is what the person reads. */
  /**
   * Claims a benefit I can claim. One already claimed or still locked is said at once and never sent (docs/product.md
   * §4.18): a locked one says which badge it needs and how that badge is earned.
   */
  claim(info: ShowRoleState, benefitId: string): Promise<Outcome<ShowRoleInfo> | null> {
    const benefit = info.benefits.find((b) => b.benefitId === benefitId)
    if (!benefit) return Promise.resolve(null)
    if (benefit.claimed || !benefit.claimable) {
      const badge = info.badges.find((b) => b.badgeId === benefit.requiredBadgeId)
      this.env.platform.toast(
        benefit.claimed
          ? SHOW_ROLE_TEXTS.alreadyClaimed
          : badge && !badge.owned
            ? SHOW_ROLE_TEXTS.needsBadge(badge.name, badge.condition)
            : SHOW_ROLE_TEXTS.notClaimable,
      )
      return Promise.resolve(null)
    }
    return this.runner.run({
      key: `show-role:claim:${benefitId}`,
      send: (auth) => this.env.api.misc.claimBenefit(auth, benefitId),
      commit: (next) => this.replace(info, next),
      done: () => SHOW_ROLE_TEXTS.claimed,
      fallback: SHOW_ROLE_TEXTS.claimFailed,
    })
  }

  /** Draws my badge's poster with a link back to the campaign; null (and a toast) when it cannot. */
  async makePoster(info: ShowRoleState, link: string): Promise<string | null> {
    const badge = this.posterBadge(info)
    if (!badge || !badge.owned) {
      this.env.platform.toast(SHOW_ROLE_TEXTS.noBadge)
      return null
    }
    if (this.posterBusy) return null
    action(() => (this.posterBusy = true))()
    try {
      const benefit = info.benefits.find((b) => b.requiredBadgeId === badge.badgeId)
      const image = await drawPoster({
        title: SHOW_ROLE_TEXTS.posterTitle,
        badgeIcon: badge.icon,
        badgeName: badge.name,
        nickName: this.session.userInfo.nickName,
        caption: benefit?.desc ?? '',
        link,
        linkLabel: SHOW_ROLE_TEXTS.posterLink,
      })
      if (!image) this.env.platform.toast(SHOW_ROLE_TEXTS.posterFailed)
      action(() => (this.poster = image))()
      return image
    } finally {
      action(() => (this.posterBusy = false))()
    }
  }

  /** The album in the app (bridge saveImage with the image itself) and the mini-program; a download in a browser. */
  async savePoster(info: ShowRoleState, link: string): Promise<boolean> {
    const image = this.poster ?? (await this.makePoster(info, link))
    if (!image) return false
    const saved = await this.env.platform.saveImageToAlbum(image)
    this.env.platform.toast(saved ? SHOW_ROLE_TEXTS.saved : SHOW_ROLE_TEXTS.saveFailed)
    return saved
  }
}

export function useShowRole(): ReadonlyDeep<ShowRoleStore> {
  return useStores().lazyStore(ShowRoleStore, (root, env) => new ShowRoleStore(env, root.session, root.interactions))
}
