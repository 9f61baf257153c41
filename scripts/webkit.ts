/**
 * The WebKit suite (test/webkit) drives WebKitGTK, the engine of Safari and of iOS web views, through Debian's
 * W3C WebDriver server (webkit2gtk-driver) on a virtual display (xvfb), with CJK fonts for the Chinese pages.
 * Installed the way scripts/chromium.ts installs Chromium: as root when missing, otherwise with a line saying
 * what to install.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver'
export const XVFB_PATH = process.env.XVFB_PATH || '/usr/bin/Xvfb'
/** The driver and display; CJK and emoji fonts for the pages and their screenshots; the codecs of the short videos. */
export const WEBKIT_PACKAGES = [
  'xvfb',
  'webkit2gtk-driver',
  'fonts-noto-cjk',
  'fonts-noto-color-emoji',
  'gstreamer1.0-libav',
  'gstreamer1.0-plugins-good',
]
const CJK_FONTS = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'

const installed = () => existsSync(WEBKIT_DRIVER_PATH) && existsSync(XVFB_PATH) && existsSync(CJK_FONTS)

export const WEBKIT_INSTALL_HINT = `sudo apt-get update && sudo apt-get install -y ${WEBKIT_PACKAGES.join(' ')}`

export function ensureWebKit(): { ok: boolean; message: string } {
  if (installed()) return { ok: true, message: WEBKIT_DRIVER_PATH }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    return {
      ok: false,
      message: `WebKitWebDriver (${WEBKIT_DRIVER_PATH}), Xvfb (${XVFB_PATH}) or the CJK fonts are missing. Install them with: ${WEBKIT_INSTALL_HINT}`,
    }
  }
  console.log(`WebKit is missing: installing Debian ${WEBKIT_PACKAGES.join(' ')} (apt-get)...`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
  const install =
    update.status === 0 && spawnSync('apt-get', ['install', '-y', ...WEBKIT_PACKAGES], { stdio: 'inherit', env })
  const ok = Boolean(install && install.status === 0 && installed())
  return {
    ok,
    message: ok ? WEBKIT_DRIVER_PATH : `apt-get install -y ${WEBKIT_PACKAGES.join(' ')} failed: see the output above.`,
  }
}
