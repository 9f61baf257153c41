/** docs/api.md is the contract the broker's backend agrees to: it must list every endpoint the app calls, exactly. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ENDPOINTS } from '@shared/api'

const doc = readFileSync(path.resolve(__dirname, '../../../docs/api.md'), 'utf8')

describe('docs/api.md', () => {
  it('has a row for every endpoint of the contract, with its path', () => {
    const missing = Object.entries(ENDPOINTS)
      .filter(([key, spec]) => !doc.includes(`| ${key} |`) || !doc.includes(spec.path))
      .map(([key]) => key)
    expect(missing).toEqual([])
  })

  it('carries no tool output captured by accident', () => {
    expect(doc).not.toMatch(/^npm (warn|ERR)/m)
  })
})
