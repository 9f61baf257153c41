import { BOOT_ANSWERS_ELEMENT_ID, bootAnswersJson, type BootAnswers } from '@shared/boot-answers'

/** The document's charset declaration, which must stay within the page's first bytes. */
const META_CHARSET = /<meta charset="?utf-8"?\s*\/?>/i

/**
 * The answers as a data block at the top of `<head>` (read by src/http/boot-answers.ts; never run as script): before
 * index.html's inline loader, which asks for none of the calls answered here (config/first-screen-loader.ts).
 */
export function withBootAnswers(html: string, answers: BootAnswers): string {
  if (Object.keys(answers).length === 0) return html
  const block = `<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}">${bootAnswersJson(answers)}</script>`
  // A function, so a `$` in the answers is never read as a replacement pattern.
  if (META_CHARSET.test(html)) return html.replace(META_CHARSET, (meta) => `${meta}${block}`)
  if (html.includes('<head>')) return html.replace('<head>', () => `<head>${block}`)
  return html
}
