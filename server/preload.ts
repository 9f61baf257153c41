import fs from 'node:fs'
import path from 'node:path'
import { PAGE_CHUNKS_FILE, type PageChunks } from '../config/page-chunks'
import { PLAIN_IMAGE_URL } from '@shared/lead-markup'

/** The manifest the H5 build writes (config/page-chunks.ts), or null for a build without one. */
export function readPageChunks(distDir: string): PageChunks | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(distDir, PAGE_CHUNKS_FILE), 'utf8')) as PageChunks
    return parsed && typeof parsed.pages === 'object' ? parsed : null
  } catch {
    return null
  }
}

/**
 * The page a path below the site's base opens: the route itself, or the first page of the app config for the
 * bare base (what Taro's router shows there). Undefined for a path that is no page.
 */
export function entryPage(manifest: PageChunks, routePath: string): string | undefined {
  const route = routePath.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '')
  if (route === '' || route === 'index.html') return Object.keys(manifest.pages)[0]
  return Object.hasOwn(manifest.pages, route) ? route : undefined
}

/**
 * The entry page's files, placed before `</head>`, so the browser fetches them while app.js downloads instead
 * of after app.js has run and the router asked for them: its scripts preloaded, its stylesheet linked (the
 * rules a server-drawn first screen uses, server/boot-lead.ts; the router then finds it already there).
 * `leadImages(page)` names images the page shows first (home's banner, its largest paint): they are fetched at
 * once too, instead of after the script, its data call and its first render.
 */
export function withPreloads(
  html: string,
  manifest: PageChunks | null,
  routePath: string,
  base: string,
  leadImages: (page: string) => readonly string[] = () => [],
): string {
  const page = manifest && entryPage(manifest, routePath)
  if (!page || !html.includes('</head>')) return html
  const chunks = manifest.pages[page].map((file) =>
    file.endsWith('.css')
      ? `<link rel="stylesheet" href="${base}${file}">`
      : `<link rel="preload" as="script" href="${base}${file}">`,
  )
  const images = leadImages(page)
    .filter((url) => PLAIN_IMAGE_URL.test(url))
    .map((url) => `<link rel="preload" as="image" href="${url}" fetchpriority="high">`)
  // A function, so a `$` in an address is never read as a replacement pattern.
  return html.replace('</head>', () => `${[...chunks, ...images].join('')}</head>`)
}
