/**
 * A core of its own for the throttled page's main thread during the fling (Linux). DevTools' CPU throttling keeps
 * that thread busy the whole time it slows it (the pauses it makes count as running), so on a machine of two cores
 * the browser's raster, compositor and display threads and the bench's own server take the thread's core from it
 * whenever they have work, and a task of 15 ms of the page's own work reads 50 ms and more (docs/product.md §2.9).
 * A phone's main thread does not share its core with the test's server. Here the bench and every process it started
 * keep to the other cores, and the page's main thread to the last one, until the fling ends.
 */
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import { parentOf, processIds } from './proc'

/** `root` and every process started by it or by its descendants. */
export function processTree(root: number, procRoot = '/proc'): number[] {
  const running = processIds(procRoot)
  const children = new Map<number, number[]>()
  for (const pid of running) {
    const parent = parentOf(pid, procRoot)
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid])
  }
  const below = (pid: number): number[] => [pid, ...(children.get(pid) ?? []).flatMap(below)]
  return running.includes(root) ? below(root) : []
}

/** The commands that give the main threads of `renderers` the last core and everything else in `tree` the rest. */
export function pinningCommands(tree: readonly number[], renderers: readonly number[], cores: number) {
  const last = String(cores - 1)
  const rest = cores === 2 ? '0' : `0-${cores - 2}`
  return {
    others: tree.map((pid) => ['-a', '-p', '-c', rest, String(pid)]),
    mainThreads: renderers.map((pid) => ['-p', '-c', last, String(pid)]),
  }
}

const taskset = (args: string[]) => spawnSync('taskset', args, { stdio: 'ignore' }).status === 0

/**
 * Pins as above; returns what undoes it, or null (and pins nothing) off Linux, with one core, without `taskset`,
 * or when no renderer is throttled.
 */
export function giveOwnCore(renderers: readonly number[]): (() => void) | null {
  const cores = os.cpus().length
  if (process.platform !== 'linux' || cores < 2 || renderers.length === 0) return null
  const tree = processTree(process.pid)
  const all = `0-${cores - 1}`
  const undo = () => tree.forEach((pid) => taskset(['-a', '-p', '-c', all, String(pid)]))
  const { others, mainThreads } = pinningCommands(tree, renderers, cores)
  // One of the others may end, or start a thread, while `taskset` goes through its threads: it stays where it was.
  others.forEach(taskset)
  if (mainThreads.every(taskset)) return undo
  undo()
  return null
}
