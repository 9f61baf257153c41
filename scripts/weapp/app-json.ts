import fs from 'node:fs'
import path from 'node:path'

/** The part of a built app.json these tools read. */
export interface AppJson {
  pages: string[]
  subPackages?: { root: string; pages: string[]; name?: string }[]
  subpackages?: { root: string; pages: string[]; name?: string }[]
  tabBar?: { list: { pagePath: string }[] }
}

export const DIST_MISSING = 'run npm run build:weapp first'

export function readAppJson(distDir: string): AppJson {
  const file = path.join(distDir, 'app.json')
  if (!fs.existsSync(file)) throw new Error(`${file} not found: ${DIST_MISSING}`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as AppJson
}

/** WeChat accepts both spellings; Taro writes subPackages. */
export function subPackagesOf(app: AppJson): { root: string; pages: string[] }[] {
  return [...(app.subPackages ?? []), ...(app.subpackages ?? [])]
}

/** Subpackage roots without a trailing slash, as path prefixes. */
export function subPackageRoots(app: AppJson): string[] {
  return subPackagesOf(app).map((p) => p.root.replace(/^\/+|\/+$/g, ''))
}

/** Every page path (no leading slash), main package first, subpackage pages with their root prefixed. */
export function allPages(app: AppJson): string[] {
  const sub = subPackagesOf(app).flatMap((p) => {
    const root = p.root.replace(/^\/+|\/+$/g, '')
    return p.pages.map((page) => `${root}/${page.replace(/^\/+/, '')}`)
  })
  return [...app.pages, ...sub]
}

export function isTabPage(app: AppJson, page: string): boolean {
  return (app.tabBar?.list ?? []).some((t) => t.pagePath.replace(/^\/+/, '') === page)
}
