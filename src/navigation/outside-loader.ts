/**
 * H5: the outside-link rules and their ask sheet are a chunk of their own, fetched at the first use; the page
 * shells draw the sheet once its code is here (link-prompt.ts).
 */
import { showLinkSheetWith } from './link-prompt'

export async function loadOutside(): Promise<typeof import('./outside-open')> {
  const [outside, sheet] = await Promise.all([
    import(/* webpackChunkName: "outside-links" */ './outside-open'),
    import(/* webpackChunkName: "outside-links" */ '@/components/shell/OutsideLinkSheet'),
  ])
  showLinkSheetWith(sheet.OutsideLinkSheet)
  return outside
}
