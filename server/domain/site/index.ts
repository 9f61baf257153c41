/**
 * What the app reads about itself, the same for every viewer: page configuration, the app version, configuration
 * values and feature switches, the porcelain (feature icon) list, the newest topic for the home page, and the
 * JS-SDK signature a web page in WeChat asks for.
 */
import crypto from 'node:crypto'
import type {
  ConfigValue,
  Dynamic,
  InterfaceSwitch,
  PageInfo,
  PorcelainItem,
  SignatureResult,
  Topic,
} from '@shared/api'
import { APP_SETTING_KEYS, parseTrustedHosts } from '@shared/app-settings'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { notFound } from '../../http/envelope'
import { IN_TOPIC, TOPIC_SELECT, toTopic, type TopicRow } from '../topics'
import { DYNAMIC_SELECT, VISIBLE, toDynamics, type DynamicRow } from '../content'

export const SITE_MESSAGES = { noPage: '页面配置不存在', noConfig: '配置项不存在' } as const

/** A page's configuration, the same for every viewer; 404 when there is none. */
export function pageInfo(db: DB, pageId: string): PageInfo {
  const row = prep(db, 'SELECT content FROM page_info WHERE page_id = ?').get(pageId) as { content: string } | undefined
  if (!row) throw notFound(SITE_MESSAGES.noPage)
  return { pageId, ...(JSON.parse(row.content) as Omit<PageInfo, 'pageId'>) }
}

/**
 * A configuration value by key; 404 when there is none. The trusted-host list goes out with only its valid entries
 * (types/app-settings.ts), so an entry mistyped by operations never reaches the app as trusted.
 */
export function configValue(db: DB, key: string): ConfigValue {
  const row = prep(db, 'SELECT key, value FROM config_values WHERE key = ?').get(key) as ConfigValue | undefined
  if (!row) throw notFound(SITE_MESSAGES.noConfig)
  if (row.key === APP_SETTING_KEYS.trustedHosts) return { key: row.key, value: parseTrustedHosts(row.value).join(',') }
  return { key: row.key, value: row.value }
}

/** The named feature switches that exist (every switch when no name is given), each open or not. */
export function interfaceSwitches(db: DB, names: readonly string[] | undefined): InterfaceSwitch {
  const rows = prep(db, 'SELECT key, enabled FROM interface_switches ORDER BY key').all() as {
    key: string
    enabled: number
  }[]
  const wanted = names?.length ? new Set(names) : null
  const switches: InterfaceSwitch = {}
  for (const r of rows) if (!wanted || wanted.has(r.key)) switches[r.key] = r.enabled === 1
  return switches
}

export function porcelainList(db: DB): PorcelainItem[] {
  const rows = prep(db, 'SELECT id, title, icon, url, sort FROM porcelain ORDER BY sort, id').all() as {
    id: number
    title: string
    icon: string
    url: string
    sort: number
  }[]
  return rows.map((r) => ({ ...r, id: String(r.id) }))
}

/** The newest topic and its three newest visible items, for the home page; no topic at all is an empty answer. */
export function newestTopicWithArticles(
  db: DB,
  viewer: Viewer | undefined,
): { topic: Topic | null; articles: Dynamic[] } {
  const topic = prep(db, `${TOPIC_SELECT} ORDER BY t.created_at DESC, t.id DESC LIMIT 1`).get() as TopicRow | undefined
  if (!topic) return { topic: null, articles: [] }
  const rows = prep(
    db,
    `${DYNAMIC_SELECT} WHERE ${IN_TOPIC} AND ${VISIBLE} ORDER BY d.created_at DESC, d.id DESC LIMIT 3`,
  ).all(topic.id) as DynamicRow[]
  return { topic: toTopic(topic), articles: toDynamics(db, rows, viewer) }
}

/**
 * The reference server's JS-SDK signature for a page address (without its fragment). The nonce is stable per address
 * and public key, so two pages of the same address get the same answer.
 */
export function jsapiSignature(url: string, weixinpk: string, now: number): SignatureResult {
  const page = url.split('#')[0]
  const nonceStr = crypto.createHash('sha1').update(`${weixinpk}|${page}`).digest('hex').slice(0, 16)
  const timestamp = String(Math.floor(now / 1000))
  const signature = crypto
    .createHash('sha1')
    .update(`jsapi_ticket=reference-ticket&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`)
    .digest('hex')
  return { appid: weixinpk || 'wx-reference-appid', nonceStr, signature, timestamp }
}
