/**
 * Where the app's server settings come from (src/navigation/app-settings.ts reads them): the app session connects
 * the loader once at start-up. A module of its own, so connecting loads none of the rules that read the settings
 * (on H5 they come with the outside-link chunk, src/navigation/outside-loader.ts).
 */
export interface AppSettingsSource {
  /** A configuration value by key (`sys/config/value/{key}`); rejects when there is none. */
  loadValue(key: string): Promise<string>
  /** The app's version as start-up learnt it ('' when unknown). */
  appVersion(): string
}

let current: AppSettingsSource | null = null
let generation = 0

export function connectAppSettings(next: AppSettingsSource | null): void {
  current = next
  generation += 1
}

/** The connected source, and a number that changes with every connection (answers asked before are stale). */
export function appSettingsSource(): { source: AppSettingsSource | null; generation: number } {
  return { source: current, generation }
}
