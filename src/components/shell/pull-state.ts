/** The pull-to-refresh gesture as pure rules, shared by the H5 indicator and its tests. */
export type PullPhase = 'idle' | 'pulling' | 'ready' | 'refreshing'

export interface PullState {
  phase: PullPhase
  /** How far the indicator is pulled open, px. */
  distance: number
}

/** Finger travel is damped so the indicator follows at half speed, up to a cap. */
export const PULL_DAMPING = 0.5
export const PULL_MAX_PX = 80
/** Released beyond this, the page refreshes. */
export const PULL_TRIGGER_PX = 50
export const PULL_REFRESHING_PX = 44

export const IDLE_PULL: PullState = { phase: 'idle', distance: 0 }

export function pullTo(fingerTravel: number): PullState {
  if (fingerTravel <= 0) return IDLE_PULL
  const distance = Math.min(PULL_MAX_PX, Math.round(fingerTravel * PULL_DAMPING))
  return { phase: distance >= PULL_TRIGGER_PX ? 'ready' : 'pulling', distance }
}

export const PULL_TEXTS: Record<PullPhase, string> = {
  idle: '',
  pulling: '下拉刷新',
  ready: '释放立即刷新',
  refreshing: '正在刷新...',
}
