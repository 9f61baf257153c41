import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { injectHostSim } from './host-sim/inject'
import { PRECOMPRESSED_TEXT } from './precompressed'
import { entryPage, readPageChunks, withPreloads } from './preload'
import { withBootAnswers } from './boot-answers'
import { withBootLead } from './boot-lead'
import type { EntryAddress, FirstScreen } from './first-screen'
import { avatarJpeg, coverJpeg } from './avatars'
import { contentSecurityPolicy, inlineScriptHashes, serviceWorkerSecurityPolicy } from './security-headers'

export interface StaticOptions {
  distDir: string
  hostSim: boolean
  quoteUrl: string
  frameAncestors: readonly string[]
  /** What an entry page gets in its HTML: its lead images preloaded, its first answers and screen written in. */
  firstScreen?: (entry: EntryAddress) => FirstScreen
}

const BASE = '/community/'
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The H5 build's service worker, beside index.html (config/app-worker.ts). */
export const SERVICE_WORKER_FILE = 'sw.js'
/**
 * The query parameter Workbox adds when the worker precaches index.html. That copy is the shell drawn later for any
 * address with no network (docs/product.md §8.6), so it gets the build's file as it is: no first screen, no answers
 * of the moment, which would be shown days later as if they were fresh, and on pages they are not for.
 */
export const PRECACHE_REVISION_PARAM = '__WB_REVISION__'

/**
 * What a person reads who opens a missing file's address: these are files, not pages or API answers, so
 * a line of Chinese plain text (the app's chunk loader only looks at the status).
 */
export const STATIC_MESSAGES = {
  file: '文件不存在',
  image: '图片不存在',
  video: '视频不存在',
  badPath: '地址无效',
} as const

/** A 404 (or another refusal) of a file route, in Chinese plain text. */
export function fileRefused(reply: FastifyReply, message: string, status = 404): FastifyReply {
  return reply.status(status).type('text/plain; charset=utf-8').send(message)
}

const NOT_BUILT = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>投资社区</title></head>
<body style="font-family:sans-serif;padding:24px;color:#333;background:#F8F8F8">
<h1 style="font-size:20px;color:#002FA7">H5 站点尚未构建</h1>
<p>服务器已启动，但还没有找到 H5 构建产物（dist/h5）。</p>
<p>请先运行 <code>npm run build:h5</code>，然后刷新本页。</p>
</body></html>`

/** Turns a URL path below /community/ into a path inside distDir, or null if it tries to leave it. */
function safeRelative(urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const normal = path.posix.normalize('/' + decoded).slice(1)
  return normal.startsWith('..') ? null : normal
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/**
 * Serves the H5 build under /community/ with browser-history fallback: a path naming a file gets
 * the file, anything else gets index.html so the client router can draw the route. Hashed assets
 * under static/ never change under their name, so they are cached for a year; index.html is
 * revalidated every time so a new build is picked up at once.
 */
export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const root = path.resolve(options.distDir)
  // preCompressed: the `.br` or `.gz` beside a file when the request accepts it (brotli first), with its
  // Content-Encoding; the plain file otherwise, which the compression plugin then compresses on the fly.
  // cacheControl off here, not per call: the plugin retries a file that has no `.br`/`.gz` without the
  // call's options, and its default `max-age=0` then replaced the routes' year of caching (videos, images).
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false })

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const indexFile = path.join(root, 'index.html')
    let html: string
    try {
      html = await fs.promises.readFile(indexFile, 'utf8')
    } catch {
      html = NOT_BUILT
    }
    if (options.hostSim) html = injectHostSim(html, { quoteUrl: options.quoteUrl })
    const query = request.query as Record<string, unknown>
    const manifest = query[PRECACHE_REVISION_PARAM] === undefined ? readPageChunks(root) : null
    const routePath = request.url.slice(BASE.length - 1)
    const page = manifest === null ? undefined : entryPage(manifest, routePath)
    // Read once per request: the lead, its image and the boot answers come from the same data.
    const screen =
      manifest && page
        ? options.firstScreen?.({
            page,
            // Home is the app config's first page (server/preload.ts entryPage).
            isHome: page === Object.keys(manifest.pages)[0],
            query,
          })
        : undefined
    html = withPreloads(html, manifest, routePath, BASE, () => screen?.leadImages ?? [])
    if (screen) {
      // index.html's loader starts the app's scripts once this lead has been shown (config/first-screen-loader.ts).
      html = withBootLead(withBootAnswers(html, screen.bootAnswers), screen.lead)
    }
    return reply
      .header('content-security-policy', contentSecurityPolicy(options.frameAncestors, inlineScriptHashes(html)))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html)
  }

  app.get('/', (_request, reply) => reply.redirect(BASE))
  // With ignoreTrailingSlash this one route answers both '/community' and '/community/'.
  app.get('/community', sendIndex)
  app.get('/community/*', async (request, reply) => {
    const rel = safeRelative((request.params as { '*': string })['*'])
    if (rel === null) return fileRefused(reply, STATIC_MESSAGES.badPath, 400)
    if (rel !== '' && rel !== 'index.html' && isFile(path.join(root, rel))) {
      reply.header('cache-control', rel.startsWith('static/') ? IMMUTABLE : 'no-cache')
      // The service worker runs under the policy of its own script (docs/product.md §8.6).
      if (rel === SERVICE_WORKER_FILE)
        reply.header('content-security-policy', serviceWorkerSecurityPolicy(options.frameAncestors))
      // Caches between us and the browser must keep one copy per encoding.
      if (PRECOMPRESSED_TEXT.test(rel)) reply.header('vary', 'Accept-Encoding')
      return reply.sendFile(rel, root)
    }
    // A missing hashed asset is a real 404, not a page: answering HTML there breaks chunk loading.
    if (rel.startsWith('static/')) return fileRefused(reply, STATIC_MESSAGES.file)
    return sendIndex(request, reply)
  })

  app.get<{ Params: { n: string } }>('/static-avatars/:n', (request, reply) =>
    pictureByNumber(request.params.n, avatarJpeg, reply),
  )
  app.get<{ Params: { n: string } }>('/static-covers/:n', (request, reply) =>
    pictureByNumber(request.params.n, coverJpeg, reply),
  )
}

function pictureByNumber(name: string, draw: (n: number) => Buffer, reply: FastifyReply) {
  const m = /^(\d{1,6})\.(jpg|svg)$/.exec(name)
  if (!m) return fileRefused(reply, STATIC_MESSAGES.image)
  // A database seeded before the pictures were photos holds .svg addresses: they go on to the same picture.
  if (m[2] === 'svg') return reply.redirect(`${m[1]}.jpg`, 301)
  return reply
    .header('cache-control', IMMUTABLE)
    .type('image/jpeg')
    .send(draw(Number(m[1])))
}
