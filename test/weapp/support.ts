import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DIST_MISSING } from '../../scripts/weapp/app-json'

/** WEAPP_DIST points the checks at another weapp build (e.g. a scratch build); dist/weapp by default. */
export const WEAPP_DIST = path.resolve(process.env.WEAPP_DIST ?? path.join(__dirname, '../../dist/weapp'))

/** Whether the weapp build exists; tests that need it fail (never skip) with the build hint when it does not. */
export function weappBuilt(): boolean {
  return fs.existsSync(path.join(WEAPP_DIST, 'app.json'))
}

export function requireWeappBuild(): void {
  if (!weappBuilt()) throw new Error(`${WEAPP_DIST}/app.json not found: ${DIST_MISSING}`)
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}
