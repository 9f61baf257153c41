/**
 * The H5 navigation bar as both sides of the first screen need it: the app, which draws the bar
 * (src/components/shell/NavBar.tsx, src/hooks/useNavBarLayout.ts), and the reference server, which leaves the same
 * room above the first screen it draws into an entry page's HTML (server/boot-lead.ts).
 */

/** The bar's own height in CSS pixels, without the status area above it. */
export const H5_NAV_BAR_HEIGHT = 44

/** The opener asked for no bar (pages opened through the app's scheme carry navigationBarHidden=1). */
export function isNavBarHidden(params: Readonly<Record<string, unknown>>): boolean {
  return params.navigationBarHidden === '1'
}
