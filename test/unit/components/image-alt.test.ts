/**
 * Every Taro Image, and every Picture (the kit's image with its failure placeholder), names its text alternative (docs/product.md §2.9): a page added later cannot bring back
 * images that screen readers read out as addresses, or that fail Lighthouse's accessibility audit.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const SRC = join(__dirname, '..', '..', '..', 'src')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.tsx') ? [path] : []
  })
}

/** The attributes of a JSX tag that starts at `start`: up to its closing `>`, skipping `{…}` (arrows hold `>`). */
function tagAt(text: string, start: number): string {
  let depth = 0
  for (let i = start; i < text.length; i += 1) {
    const c = text[i]
    if (c === '{') depth += 1
    else if (c === '}') depth -= 1
    else if (c === '>' && depth === 0) return text.slice(start, i)
  }
  return text.slice(start)
}

function imagesWithoutAlt(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found: string[] = []
  // Pictures are drawn by Picture (kit/Picture.tsx), which hands its caller's imgProps to the one Image inside it.
  const passesItsOwn = relative(SRC, file) === join('components', 'kit', 'Picture.tsx')
  for (const match of text.matchAll(/<(Image|Picture)\b/g)) {
    const tag = tagAt(text, match.index ?? 0)
    if (tag.includes('imgProps=') || (passesItsOwn && tag.includes('{...props}'))) continue
    const line = text.slice(0, match.index).split('\n').length
    found.push(`${relative(SRC, file)}:${line}`)
  }
  return found
}

test('every <Image> in src carries imgProps with its alt (DECORATIVE_IMAGE or CONTENT_IMAGE)', () => {
  const files = sources(SRC)
  expect(files.length).toBeGreaterThan(50)
  expect(files.flatMap(imagesWithoutAlt)).toEqual([])
})
