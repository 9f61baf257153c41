/**
 * The H5 navigation bar's own height in CSS pixels, without the status area above it. Shared by the app, which
 * draws the bar (src/hooks/useNavBarLayout.ts), and the reference server, which leaves the same room above the
 * first screen it draws into home's HTML (server/boot-lead.ts).
 */
export const H5_NAV_BAR_HEIGHT = 44
