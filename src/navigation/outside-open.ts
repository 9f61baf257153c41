/**
 * Opening outside links and checking a share against the app's version: the rules that need the server's settings
 * (docs/product.md §2.6, §3.8). On H5 this module and the ask sheet are a chunk of their own, loaded at the first
 * outside link or share (outside-loader.ts), so the first screen carries none of it; the mini-program, which never
 * asks, has no sheet.
 */
import { shareVersionProblem } from '@/lib/app-version'
import type { Platform } from '@/platform'
import type { OpenDecision } from './decide-open'
import { currentLinkContext, shareVersionFacts } from './app-settings'
import { askOutsideLink } from './link-prompt'
import { decideOpenOutsideLink, OUTSIDE_LINK_TEXTS } from './outside-link'

type Perform = (decision: OpenDecision, platform: Platform) => Promise<boolean>
export type AskOrCopy = Extract<OpenDecision, { kind: 'ask' | 'copy' }>

/** Puts an address on the clipboard and says where to open it; false: nothing was opened here. */
async function copyLink(url: string, message: string, platform: Platform): Promise<false> {
  platform.toast((await platform.copyText(url)) ? message : OUTSIDE_LINK_TEXTS.copyFailed)
  return false
}

/** The two outside-link outcomes that are not a plain open: ask first, or copy. */
export async function performOutside(decision: AskOrCopy, platform: Platform, perform: Perform): Promise<boolean> {
  if (decision.kind === 'copy') return copyLink(decision.url, decision.message, platform)
  const choice = await askOutsideLink(decision.url)
  if (choice === 'open') return perform(decision.open, platform)
  if (choice === 'copy') await copyLink(decision.url, OUTSIDE_LINK_TEXTS.copied, platform)
  return false
}

/** An outside address by the rules of docs/product.md §2.6, carried out through `perform` (open.ts). */
export async function openOutside(url: string, platform: Platform, perform: Perform): Promise<boolean> {
  const decision = decideOpenOutsideLink(url, await currentLinkContext())
  if (decision.kind === 'ask' || decision.kind === 'copy') return performOutside(decision, platform, perform)
  return perform(decision, platform)
}

/** Why this app cannot share (too old), or null (docs/product.md §3.8). */
export async function shareRefusal(): Promise<string | null> {
  const { appVersion, minVersion } = await shareVersionFacts()
  return shareVersionProblem(appVersion, minVersion)
}
