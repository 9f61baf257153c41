import type { Compilation, Compiler } from 'webpack'

/**
 * Writes `page-chunks.json` beside index.html: for each page of the app config, the JS and CSS files its
 * lazy import loads, in the app config's order (the first is the page a bare `/community/` shows). The reference
 * server preloads the entry route's files from it (server/preload.ts), so the page's code downloads together
 * with app.js instead of after it has run. Read in the config because Taro's router code names chunks by number.
 */
export const PAGE_CHUNKS_FILE = 'page-chunks.json'

export interface PageChunks {
  /** Page path (as in the route table) to files relative to the build folder, in app-config order. */
  pages: Record<string, string[]>
  /**
   * The entry's own scripts, relative to the build folder: what every page runs first. index.html starts them from
   * its loader rather than from tags (config/first-screen-loader.ts), so this is where a measure finds them.
   */
  entry?: string[]
}

interface Located {
  page: string
  line: number
  column: number
  files: string[]
}

/** Each page's lazily loaded JS and CSS files, in the app config's order (the first is home). */
export function pageChunkFiles(compilation: Compilation): PageChunks['pages'] {
  const found: Located[] = []
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue
    for (const origin of group.origins) {
      const page = /^\.\/(.+?)(?:\.[jt]sx?)?$/.exec(origin.request ?? '')?.[1]
      const loc = origin.loc && 'start' in origin.loc ? origin.loc.start : undefined
      // Pages live in folders (pages/index/index); Taro's own lazy imports (shadow-css) do not.
      if (!page?.includes('/') || !loc) continue
      const files = group.getFiles().filter((f) => /\.(js|css)$/.test(f))
      found.push({ page, line: loc.line, column: loc.column ?? 0, files })
    }
  }
  found.sort((a, b) => a.line - b.line || a.column - b.column)
  const pages: PageChunks['pages'] = {}
  for (const f of found) pages[f.page] ??= f.files
  return pages
}

export class PageChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = [...compilation.entrypoints.values()]
            .flatMap((e) => e.getFiles())
            .filter((f) => f.endsWith('.js'))
          const manifest: PageChunks = { pages: pageChunkFiles(compilation), entry }
          compilation.emitAsset(
            PAGE_CHUNKS_FILE,
            new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 1)),
          )
        },
      )
    })
  }
}
