/**
 * How long the throttled page's main thread waited for a core: Linux's run-queue wait of that thread
 * (`/proc/<pid>/task/<pid>/schedstat`, its second field, in nanoseconds). On a machine of two cores the main thread
 * shares them with the browser's raster and compositor threads and the bench's own server; a task that waited for a
 * core was stretched by the machine, not by the page (docs/product.md §2.9). Off Linux the figures are unknown.
 */
import fs from 'node:fs'
import path from 'node:path'
import { processIds, readProc } from './proc'

/** The thread DevTools' CPU throttling starts in the renderer it slows down, and in no other process. */
const THROTTLER_THREAD = 'CPUThrottlingTh'

function threadNames(procRoot: string, pid: string): string[] {
  try {
    const tasks = path.join(procRoot, pid, 'task')
    return fs.readdirSync(tasks).map((tid) => (readProc(tasks, tid, 'comm') ?? '').trim())
  } catch {
    return []
  }
}

/** The processes slowed by CPU throttling now: their main threads' ids (a process's id is its main thread's). */
export function throttledRenderers(procRoot = '/proc'): number[] {
  return processIds(procRoot).filter((pid) => threadNames(procRoot, String(pid)).includes(THROTTLER_THREAD))
}

/** Milliseconds the processes' main threads have waited for a core since they started; null when unknown. */
export function coreWaitMs(pids: readonly number[], procRoot = '/proc'): number | null {
  if (pids.length === 0) return null
  let total = 0
  for (const pid of pids) {
    const fields = readProc(procRoot, String(pid), 'task', String(pid), 'schedstat')?.trim().split(/\s+/)
    const waitedNs = Number(fields?.[1])
    if (!Number.isFinite(waitedNs)) return null
    total += waitedNs / 1e6
  }
  return total
}
