import { ENDPOINTS, fillPath } from '@shared/api'
import { BOOT_ANSWERS_ELEMENT_ID, bootAnswersJson, type BootAnswers } from '@shared/boot-answers'
import { HOME_PAGE_ID } from '@shared/home-page'
import type { DB } from './db'
import { ok } from './http/envelope'
import { pageInfo } from './routes/misc'

/**
 * What home asks first that is the same for every viewer: its page configuration (the banner, its largest
 * paint), built by the same function and envelope as the `page.info` route. Nothing when there is none (the
 * page then asks as always).
 */
export function homeBootAnswers(db: DB, productId: string): BootAnswers {
  try {
    return {
      [fillPath(ENDPOINTS['page.info'].path, productId, { pageId: HOME_PAGE_ID })]: ok(pageInfo(db, HOME_PAGE_ID)),
    }
  } catch {
    return {}
  }
}

/** The answers as a data block right after `<body>` (read by src/http/boot-answers.ts; never run as script). */
export function withBootAnswers(html: string, answers: BootAnswers): string {
  if (Object.keys(answers).length === 0 || !html.includes('<body>')) return html
  const block = `<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}">${bootAnswersJson(answers)}</script>`
  // A function, so a `$` in the answers is never read as a replacement pattern.
  return html.replace('<body>', () => `<body>${block}`)
}
