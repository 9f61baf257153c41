/**
 * Development shortcuts: the `dev` start flag (the reference server's test account, docs/product.md §4.1) and
 * loopback hosts among the trusted sites (§2.6). A production build turns them on only under the host
 * simulator, which the reference server injects with --host-sim and serves to loopback alone.
 */

export interface DevFacts {
  /** The build's mode: 'development' for the watch builds (`npm run dev:h5`, `dev:weapp`). */
  nodeEnv: string
  /** The host simulator (server/host-sim) put its bridge into this page. */
  hostSimulated: boolean
  /** The build was made with DEV_SHORTCUTS=1 (config/env.ts): the test build of the mini-program, never a release. */
  buildFlag?: boolean
}

export function devShortcutsAllowed(facts: DevFacts): boolean {
  return facts.nodeEnv === 'development' || facts.hostSimulated || facts.buildFlag === true
}

/**
 * The simulator's configuration is a plain object its script sets before the bundle. An article's element with
 * that id or name would also appear on window (named access), so presence alone proves nothing.
 */
export function isHostSimulatorConfig(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
}

export function hostSimulated(): boolean {
  if (typeof window === 'undefined') return false
  return isHostSimulatorConfig((window as unknown as { __HOST_SIM_CONFIG__?: unknown }).__HOST_SIM_CONFIG__)
}

export function currentDevFacts(): DevFacts {
  return {
    nodeEnv: process.env.NODE_ENV ?? '',
    hostSimulated: hostSimulated(),
    buildFlag: process.env.DEV_SHORTCUTS === '1',
  }
}
