/**
 * Answers the reference server may write into the HTML for GET calls the entry page makes first
 * (server/boot-answers.ts), so the page need not wait for them after its script has run; the app's HTTP layer
 * takes each once (src/http/boot-answers.ts). Keyed by the call's path and query as the app sends it (no origin);
 * the value is the response body as the API would send it.
 */
export const BOOT_ANSWERS_ELEMENT_ID = 'community-boot-answers'

export type BootAnswers = Record<string, unknown>

/** The JSON for a `<script type="application/json">`: nothing in it can close the element or open a comment. */
export function bootAnswersJson(answers: BootAnswers): string {
  return JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
