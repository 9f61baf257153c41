import fs from 'node:fs'
import path from 'node:path'
import { avatarPath } from '../avatars'
import { DEV_ACCOUNT } from '../seed'

const SCRIPT_FILE = path.join(__dirname, 'bridge-sim.js')

export interface HostSimConfig {
  quoteUrl: string
}

/** The dev account the simulated app is logged in as; the same account the dev flag substitutes. */
function configFor(options: HostSimConfig): object {
  return {
    appVersion: '9.65.0',
    quoteUrl: options.quoteUrl,
    account: {
      accountId: DEV_ACCOUNT.id,
      token: DEV_ACCOUNT.token,
      userCode: DEV_ACCOUNT.userCode,
      cid: DEV_ACCOUNT.cid,
      nickName: DEV_ACCOUNT.nickname,
      avatar: avatarPath(1),
      phoneNo: '138****0001',
      deviceId: 'dev-device-10001',
      fundaccount: 'dev-fund-10001',
    },
  }
}

let cachedScript: string | null = null

/**
 * Puts the simulator first in <head>, before any bundle script, because the page looks for
 * window.community during start-up. `</` is escaped so the JSON cannot close the script tag.
 */
export function injectHostSim(html: string, options: HostSimConfig): string {
  cachedScript ??= fs.readFileSync(SCRIPT_FILE, 'utf8')
  const json = JSON.stringify(configFor(options)).replace(/</g, '\\u003c')
  const tag = `<script>window.__HOST_SIM_CONFIG__=${json};</script><script>${cachedScript}</script>`
  const head = /<head[^>]*>/i.exec(html)
  if (!head) return tag + html
  const at = head.index + head[0].length
  return html.slice(0, at) + tag + html.slice(at)
}
