/** One dynamic read on its own: its detail page, the link that opens it, counting a read, an account's pinned items. */
import type { ArticleDetail, ArticleInfo, ContentSource, Dynamic } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { cached } from '../cache'
import { requireAccountExists } from './accounts'
import { DYNAMIC_SELECT, VISIBLE, loadDynamic, toDynamics, type DynamicRow } from './dynamics'
import { countRead, type Reader } from './reads'
import { loadVote } from './vote-card'

/** An article's detail as article.appInfo answers it; `viewer` adds that account's flags. */
export function articleDetail(db: DB, articleId: string, viewer: Viewer | undefined): ArticleDetail {
  // The viewer-independent part is cached (any write invalidates it); the viewer's flags are added per call.
  const { row, voteId } = cached(db, `detail:${articleId}`, () => {
    const loaded = loadDynamic(db, articleId)
    const vote = prep(db, 'SELECT id FROM vote_components WHERE dynamic_id = ? ORDER BY id LIMIT 1').get(loaded.id) as
      { id: number } | undefined
    return { row: loaded, voteId: vote?.id ?? null }
  })
  const dynamic = toDynamics(db, [row], viewer)[0]
  const collected = viewer
    ? !!prep(db, 'SELECT 1 FROM collections WHERE account_id = ? AND dynamic_id = ?').get(viewer, row.id)
    : false
  return {
    ...dynamic,
    content: row.is_html ? null : row.body,
    html: row.is_html ? row.body : null,
    source: row.source as ContentSource,
    readCount: row.view_count,
    collected,
    vote: voteId === null ? null : loadVote(db, voteId, viewer),
  }
}

/** Where an item opens: its own link, else the article page with the source that page expects. */
export function articleLink(db: DB, articleId: string): ArticleInfo {
  const row = loadDynamic(db, articleId)
  const source = (['stock', 'news', 'article', 'post'] as const).find((s) => s === row.source) ?? 'article'
  return {
    source,
    title: row.title || row.summary,
    orgArtId: row.org_art_id,
    linkUrl:
      row.link_url ??
      `/community/articleDetail/index?articleId=${row.id}&source=${row.source === 'post' ? 'post' : 'article'}`,
  }
}

/** Counts one read by `reader` when it counts (reads.ts) and answers the count the reader now sees. */
export function readArticle(db: DB, articleId: string, reader: Reader, now: number): { readCount: number } {
  const row = loadDynamic(db, articleId)
  const counted = countRead(db, row.id, reader, now)
  return { readCount: row.view_count + (counted ? 1 : 0) }
}

/** An account's pinned items, newest first; an account that pinned nothing shows its two most-read articles. */
export function pinnedItems(db: DB, accountId: string, viewer: Viewer | undefined): Dynamic[] {
  requireAccountExists(db, accountId)
  let rows = prep(
    db,
    `${DYNAMIC_SELECT} WHERE d.account_id = ? AND d.is_top = 1 AND ${VISIBLE} ORDER BY d.created_at DESC, d.id DESC`,
  ).all(accountId) as DynamicRow[]
  if (rows.length === 0) {
    rows = prep(
      db,
      `${DYNAMIC_SELECT} WHERE d.account_id = ? AND d.pub_type = 2 AND d.status = 1 ORDER BY d.view_count DESC, d.id DESC LIMIT 2`,
    ).all(accountId) as DynamicRow[]
  }
  return toDynamics(db, rows, viewer)
}
