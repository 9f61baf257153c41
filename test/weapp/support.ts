import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DIST_MISSING } from '../../scripts/weapp/app-json'
import type { BootedApp, PageHandle, RenderedNode } from '../../scripts/weapp/boot'

/** WEAPP_DIST points the checks at another weapp build (e.g. a scratch build); dist/weapp by default. */
export const WEAPP_DIST = path.resolve(process.env.WEAPP_DIST ?? path.join(__dirname, '../../dist/weapp'))

/** Whether the weapp build exists; tests that need it fail (never skip) with the build hint when it does not. */
export function weappBuilt(): boolean {
  return fs.existsSync(path.join(WEAPP_DIST, 'app.json'))
}

export function requireWeappBuild(): void {
  if (!weappBuilt()) throw new Error(`${WEAPP_DIST}/app.json not found: ${DIST_MISSING}`)
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

/** Waits, letting the booted app run, until `check` passes. */
export async function waitUntil(app: BootedApp, check: () => boolean, what: string, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await app.settle(20, 200)
  }
}

/** The like button of the feed card that shows `title`: the card is the nearest ancestor with the card class. */
export function cardLike(page: PageHandle, title: string): RenderedNode {
  const titleNode = page.findByText(title)
  if (!titleNode) throw new Error(`no card shows "${title}"`)
  const elements = page.elements()
  const card = elements
    .filter((n) => /(^| )feed-card( |$)/.test(n.className ?? '') && titleNode.path.startsWith(`${n.path}.`))
    .pop()
  if (!card) throw new Error('the title is not inside a feed card')
  const like = elements.find(
    (n) => n.path.startsWith(`${card.path}.`) && /(^| )feed-card__like/.test(n.className ?? ''),
  )
  if (!like) throw new Error('the card has no like button')
  return like
}

/** The like button of the article page's action row: the feed card's like button, its heart and count. */
export function articleLike(page: PageHandle): RenderedNode | undefined {
  const elements = page.elements()
  const row = elements.find((n) => /(^| )article-actions( |$)/.test(n.className ?? ''))
  if (!row) return undefined
  return elements.find((n) => n.path.startsWith(`${row.path}.`) && /(^| )feed-card__like( |$)/.test(n.className ?? ''))
}

/** Whether a like button shows its item liked (the filled heart in the rise red). */
export const showsLiked = (like: RenderedNode): boolean => /(^| )feed-card__like--on( |$)/.test(like.className ?? '')
