import { BOOT_ANSWERS_ELEMENT_ID, bootAnswersJson, type BootAnswers } from '@shared/boot-answers'

/** The answers as a data block right after `<body>` (read by src/http/boot-answers.ts; never run as script). */
export function withBootAnswers(html: string, answers: BootAnswers): string {
  if (Object.keys(answers).length === 0 || !html.includes('<body>')) return html
  const block = `<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}">${bootAnswersJson(answers)}</script>`
  // A function, so a `$` in the answers is never read as a replacement pattern.
  return html.replace('<body>', () => `<body>${block}`)
}
