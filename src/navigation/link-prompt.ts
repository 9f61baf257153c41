/**
 * The question asked before an outside site we do not vouch for is opened (docs/product.md §2.6): one at a time,
 * answered by the sheet every page shell draws (components/shell/OutsideLinkSheet). A new question replaces an
 * unanswered one, which counts as cancelled. The sheet's code arrives with the outside-link rules (outside-open.ts),
 * which hand it over here, so the shells carry only this small module.
 */
import type { ComponentType } from 'react'

export type LinkChoice = 'open' | 'copy' | null

export interface LinkQuestion {
  url: string
  answer(choice: LinkChoice): void
}

let current: LinkQuestion | null = null
const listeners = new Set<() => void>()

function publish(next: LinkQuestion | null): void {
  current = next
  for (const listener of listeners) listener()
}

/** Resolves with what the person chose: open it, copy it, or nothing (取消, the mask, another question). */
export function askOutsideLink(url: string): Promise<LinkChoice> {
  current?.answer(null)
  return new Promise((resolve) => {
    const question: LinkQuestion = {
      url,
      answer(choice) {
        if (current === question) publish(null)
        resolve(choice)
      },
    }
    publish(question)
  })
}

/** The question waiting for an answer, if any (useSyncExternalStore's snapshot). */
export function pendingLinkQuestion(): LinkQuestion | null {
  return current
}

export function watchLinkQuestion(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

let sheet: ComponentType | null = null

/** What draws the question (outside-open.ts sets it when its chunk loads, before any question is asked). */
export function showLinkSheetWith(component: ComponentType): void {
  sheet = component
}

export function linkSheet(): ComponentType | null {
  return sheet
}
