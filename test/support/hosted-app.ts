/**
 * One e2e file's world: a seeded reference server serving the H5 build (host-simulated by default,
 * signed in as the test account) and Chromium, started before its tests and closed after them.
 */
import { launchBrowser, type LaunchedBrowser } from './browser'
import { startServer, type RunningServer } from './e2e-server'

export interface HostedApp {
  readonly hosted: RunningServer
  readonly chrome: LaunchedBrowser
}

export function hostedApp(options: { hostSim?: boolean; now?: number } = { hostSim: true }): HostedApp {
  let hosted: RunningServer | undefined
  let chrome: LaunchedBrowser | undefined
  beforeAll(async () => {
    hosted = await startServer(options)
    chrome = await launchBrowser()
  }, 60_000)
  afterAll(async () => {
    await chrome?.close()
    await hosted?.close()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the hosted app is used before beforeAll started it')
    return value
  }
  return {
    get hosted() {
      return started(hosted)
    },
    get chrome() {
      return started(chrome)
    },
  }
}
