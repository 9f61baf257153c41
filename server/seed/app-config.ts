/**
 * Campaign roles, page configurations, the app version, an outside binding, activities, the
 * feature icons and the configuration values and interface switches the app reads.
 */
import { avatarPath, coverPath } from '../avatars'
import { DAY, type SeedContext, type SeedPeople } from './context'
import { DEV_ACCOUNT } from './dev-account'
import * as P from './phrases'
import { APP_SETTING_KEYS } from '@shared/app-settings'

export function seedAppConfig(ctx: SeedContext, people: SeedPeople): void {
  seedShowRoles(ctx)
  seedPages(ctx)
  seedVersionAndBinding(ctx)
  seedActivities(ctx)
  seedPorcelain(ctx)
  seedSwitches(ctx, people)
}

function seedShowRoles({ db }: SeedContext): void {
  const insRole = db.prepare('INSERT INTO show_roles (id, name, badge, benefit, threshold) VALUES (?, ?, ?, ?, ?)')
  P.SHOW_ROLES.forEach(([name, badge, benefit, threshold], i) => insRole.run(i + 1, name, badge, benefit, threshold))
  const insAccRole = db.prepare('INSERT INTO account_roles (account_id, role_id, shown) VALUES (?, ?, ?)')
  insAccRole.run(DEV_ACCOUNT.id, 1, 1)
  insAccRole.run(DEV_ACCOUNT.id, 2, 0)
}

function page(
  title: string,
  shareDesc: string,
  bgColor: string | null,
  modules: [string, string, Record<string, unknown>][],
) {
  return {
    title,
    shareTitle: title,
    shareDesc,
    shareImg: coverPath(9000 + title.length),
    bgColor,
    modules: modules.map(([type, moduleTitle, config], i) => ({
      moduleId: `m${i + 1}`,
      type,
      title: moduleTitle,
      config,
    })),
  }
}

function seedPages({ db }: SeedContext): void {
  const insPage = db.prepare('INSERT INTO page_info (page_id, content) VALUES (?, ?)')
  const pages: Record<string, object> = {
    'app-home': page('投资社区', '理性投资，友善交流', null, [
      ['banner', '轮播', { images: [coverPath(9001), coverPath(9002)] }],
      ['porcelain', '金刚区', {}],
      ['feed', '推荐', { tab: 'recommend' }],
    ]),
    'community-home': page('社区', '和百万股友一起聊投资', null, [
      ['tabs', '频道', { tabs: ['关注', '推荐', '快讯', '直播'] }],
    ]),
    'show-role': page('晒徽章 享福利', '完成社区任务点亮徽章，分享徽章即可领取对应福利。', '#fff4e6', [
      ['badges', '我的徽章', {}],
      ['benefits', '福利', {}],
    ]),
    'guess-plate': page('天天猜板块', '每个交易日 15:00 前竞猜当日涨幅最大的板块，猜中可得积分。', '#fff0f0', [
      ['round', '今日竞猜', {}],
      ['rule', '活动规则', { ruleUrl: '/activity/guessPlate/rule' }],
    ]),
    'etf-chance': page('ETF 机会', '精选 ETF，把握行业轮动', null, [
      ['newEtf', '新发 ETF', {}],
      ['topics', 'ETF 话题', { showPosition: 'etf' }],
    ]),
  }
  for (const [id, content] of Object.entries(pages)) insPage.run(id, JSON.stringify(content))
}

function seedVersionAndBinding({ db, now }: SeedContext): void {
  db.prepare(
    'INSERT INTO app_version (id, version, version_code, min_version, force_update, update_url) VALUES (1, ?, ?, ?, 0, NULL)',
  ).run('1.0.0', 100, '1.0.0')
  db.prepare(
    'INSERT INTO outer_bindings (account_id, outer_type, outer_id, nickname, avatar, bound_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(DEV_ACCOUNT.id, 'wx', 'wx-openid-dev-10001', '微信测试用户', avatarPath(1), now - 100 * DAY)
}

const ACTIVITY_TITLES = [
  '天天猜板块',
  '晒徽章 享福利',
  'ETF 知识竞赛',
  '新手投教打卡',
  '年度投资总结征文',
  '两融知识问答',
]

function seedActivities({ db, rng, now }: SeedContext): void {
  const insActivity = db.prepare(
    'INSERT INTO activities (id, circle_id, title, cover, url, start_at, end_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  // The two standing campaigns (the first two entries) run all year; the others come and go.
  const endOf = (i: number, start: number) => {
    const drawnLength = rng.int(5, 30) * DAY
    return i <= 2 ? now + 365 * DAY : start + drawnLength
  }
  for (let i = 1; i <= 18; i++) {
    const drawnStart = now + rng.int(-40, 10) * DAY
    const start = i <= 2 ? now - 30 * DAY : drawnStart
    const url =
      i % 6 === 1
        ? '/activity/guessPlate/index'
        : i % 6 === 2
          ? '/activity/showRole/index'
          : `/topics/topicPage/index?topicId=${rng.int(1, 40)}`
    insActivity.run(
      i,
      i <= 6 ? null : rng.int(1, P.CIRCLE_NAMES.length),
      ACTIVITY_TITLES[(i - 1) % ACTIVITY_TITLES.length],
      coverPath(3000 + i),
      url,
      start,
      endOf(i, start),
    )
  }
}

function seedPorcelain({ db }: SeedContext): void {
  const insPorcelain = db.prepare('INSERT INTO porcelain (id, title, icon, url, sort) VALUES (?, ?, ?, ?, ?)')
  ;[
    ['热门话题', '/topics/allTopic/index'],
    ['直播', '/community/live/index'],
    ['热门基金', '/community/hotFund/index'],
    ['ETF 机会', '/etf/chance/index'],
    ['猜板块', '/activity/guessPlate/index'],
    ['晒徽章', '/activity/showRole/index'],
    ['两融', '/etfMargin/chance/index'],
    ['货币圈', '/monetary_circle/circle/circle?circleId=1'],
    // An app function (docs/product.md §4.19): shown and opened inside the app only.
    ['开户', 'broker://function/openAccount?from=community'],
  ].forEach(([title, url], i) => insPorcelain.run(i + 1, title, avatarPath(900 + i), url, i + 1))
}

/** Exchanges, disclosure and financial-news sites, and WeChat articles: what real feed items link to. */
export const REFERENCE_TRUSTED_HOSTS = [
  'mp.weixin.qq.com',
  'weixin.qq.com',
  'eastmoney.com',
  'sse.com.cn',
  'szse.cn',
  'bse.cn',
  'cninfo.com.cn',
  'csrc.gov.cn',
  'hkexnews.hk',
]

function seedSwitches({ db }: SeedContext, { authors }: SeedPeople): void {
  const insConfig = db.prepare('INSERT INTO config_values (key, value) VALUES (?, ?)')
  // The environment's share minimum (docs/product.md §3.8); the app falls back to 8.94 without it.
  insConfig.run(APP_SETTING_KEYS.shareMinAppVersion, '9.65')
  // The partner sites trusted for outside links (docs/product.md §2.6): operations edit this list, not a release.
  insConfig.run(APP_SETTING_KEYS.trustedHosts, REFERENCE_TRUSTED_HOSTS.join(','))
  insConfig.run('ETF_ACCOUNT_IDS', `${authors[0].id},${authors[1].id}`)
  const insSwitch = db.prepare('INSERT INTO interface_switches (key, enabled) VALUES (?, ?)')
  for (const [key, on] of [
    ['AccountInterflow', 1],
    ['liveEntry', 1],
    ['shortVideo', 1],
    ['guessPlate', 1],
    ['showRole', 1],
    ['newEtf', 1],
    ['popup', 0],
  ] as const)
    insSwitch.run(key, on)
}
