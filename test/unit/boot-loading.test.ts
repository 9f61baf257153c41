import fs from 'node:fs'
import path from 'node:path'
import { COLORS, TEXTS } from '@/config/constants'

// index.html's loading line shows before any script runs, so it cannot read the constants table: it repeats
// three of its values, and this keeps them equal.
const html = fs.readFileSync(path.resolve(__dirname, '../../src/index.html'), 'utf8')

describe('the loading line before the first page', () => {
  it('says the constants table’s loading text, in its page background and neutral colours', () => {
    expect(html).toContain(`<div class="boot-loading" role="status">${TEXTS.loading}</div>`)
    // Colours compare without case: the formatter writes them in lower case.
    const rule = (/\.boot-loading \{([^}]*)\}/.exec(html)?.[1] ?? '').toLowerCase()
    expect(rule).toContain(`background: ${COLORS.pageBackground.toLowerCase()};`)
    expect(rule).toContain(`color: ${COLORS.neutral.toLowerCase()};`)
  })

  it('comes right after the app root, which hides it once the router has put a page there', () => {
    expect(html).toMatch(/<div id="app" role="main"><\/div>\s*<!--[\s\S]*?-->\s*<div class="boot-loading"/)
    expect(html).toMatch(/#app:not\(:empty\) \+ \.boot-loading \{\s*display: none;/)
  })
})
