import type { ArticleDetail } from '@shared/api'
import { useEffect, useRef, useState } from 'react'
import { api } from '@/api'
import { getPlatform } from '@/platform'
import type { SessionStore } from '@/stores'
import { authOf, ensureLoggedIn } from './viewer'
import { failureText } from './text'

export interface CollectState {
  collected: boolean
  busy: boolean
  toggle(): Promise<void>
}

/**
 * Collect (favourite). Inside the app the favourite list is the app's own (spec 4: read from and written
 * to the native app), so the bridge holds the truth; elsewhere the community's collection endpoints do.
 */
export function useCollect(session: SessionStore, article: ArticleDetail, shareUrl: string): CollectState {
  const [collected, setCollected] = useState(article.collected)
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)
  const native = getPlatform().kind === 'native'

  useEffect(() => {
    if (!native) return
    let alive = true
    getPlatform()
      .getFavourite(article.articleId)
      .then((value) => alive && setCollected(value))
      .catch(() => undefined)
    return () => {
      alive = false
    }
  }, [native, article.articleId])

  async function toggle() {
    if (inFlight.current) return
    const platform = getPlatform()
    const want = !collected
    if (native) {
      inFlight.current = true
      setBusy(true)
      try {
        const done = await platform.setFavourite(
          {
            newsId: article.articleId,
            title: article.title || article.summary,
            summary: article.summary,
            source: article.source,
            link: shareUrl,
            time: article.createdDate,
            cover: article.images[0],
          },
          want,
        )
        if (done) setCollected(want)
        platform.toast(done ? (want ? '已收藏' : '已取消收藏') : '操作失败，请稍后重试')
      } finally {
        inFlight.current = false
        setBusy(false)
      }
      return
    }
    if (!ensureLoggedIn(session)) return
    const auth = authOf(session)
    if (!auth) return
    inFlight.current = true
    setBusy(true)
    try {
      const now = want
        ? await api.collection.collect(auth, article.articleId)
        : await api.collection.uncollect(auth, article.articleId)
      setCollected(now)
      platform.toast(now ? '已收藏' : '已取消收藏')
    } catch (error) {
      platform.toast(failureText(error, '操作失败，请稍后重试'))
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return { collected, busy, toggle }
}
