/**
 * A headless boot of the built mini-program (dist/weapp) in Node.
 *
 * WeChat DevTools has no Linux build. This harness plays the part of WeChat's logic layer closely enough for
 * Taro's runtime: it runs app.js and page js in a fresh VM context with the globals WeChat provides (App, Page,
 * Component, getApp, getCurrentPages, wx), keeps a page stack, applies setData the way WeChat does, and dispatches
 * taps to Taro's event handler. It checks that the build is whole, boots, renders the right data, reacts and
 * navigates to pages that exist. It does not check layout, native components, the real base library or a device.
 *
 *   const app = await bootApp({ distDir: 'dist/weapp', request: 'http://127.0.0.1:3000' })
 *   const home = await app.openPage('pages/index/index')
 *   await home.waitForText('投资社区')
 *   app.close()
 */
export * from './harness/model'
export { bootApp } from './harness/boot-app'
import { bootApp } from './harness/boot-app'
import { errorInfo } from './harness/model'
// ---------------------------------------------------------------------------------------------------------
// CLI: `npx tsx scripts/weapp/boot.ts [distDir] [baseUrl]` opens every page and prints its text.

async function main(): Promise<void> {
  const distDir = process.argv[2] ?? 'dist/weapp'
  const app = await bootApp({ distDir, request: process.argv[3] })
  let failed = false
  for (const page of app.pages) {
    try {
      const handle = await app.reLaunch(page)
      await app.settle(50)
      console.log(`--- ${page} (${handle.nodeCount()} nodes, ${handle.setDataStats().calls} setData)`)
      console.log(handle.text() || '(no text)')
    } catch (err) {
      failed = true
      console.error(`--- ${page}: ${errorInfo(err).message}`)
    }
  }
  for (const e of app.errors) console.error(`error [${e.source}${e.page ? ` ${e.page}` : ''}]: ${e.message}`)
  for (const e of app.consoleErrors) console.error(`console.error: ${e}`)
  app.close()
  if (failed || app.errors.length > 0 || app.consoleErrors.length > 0) process.exitCode = 1
}

if (require.main === module) {
  main().catch((err) => {
    console.error(errorInfo(err).stack ?? errorInfo(err).message)
    process.exitCode = 1
  })
}
