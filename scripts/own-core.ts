/**
 * A core of its own for the throttled page's main thread during the fling (Linux). DevTools' CPU throttling keeps
 * that thread busy the whole time it slows it (the pauses it makes count as running), so on a machine of two cores
 * the browser's raster, compositor and display threads and the bench's own server take the thread's core from it
 * whenever they have work, and a task of 15 ms of the page's own work reads 50 ms and more (docs/product.md §2.9).
 * A phone's main thread does not share its core with the test's server. Here the bench and every process it started
 * keep to the other cores, and the page's main thread to the last one, until the fling ends.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

function parentOf(procRoot: string, pid: number): number | null {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: the fields after its closing one are plain.
    const stat = fs.readFileSync(path.join(procRoot, String(pid), 'stat'), 'utf8')
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    return Number.isInteger(parent) ? parent : null
  } catch {
    return null
  }
}

/** `root` and every process started by it or by its descendants, from /proc. */
export function processTree(root: number, procRoot = '/proc'): number[] {
  let pids: number[]
  try {
    pids = fs
      .readdirSync(procRoot)
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
  } catch {
    return []
  }
  const children = new Map<number, number[]>()
  for (const pid of pids) {
    const parent = parentOf(procRoot, pid)
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid])
  }
  const tree: number[] = []
  const queue = [root]
  while (queue.length > 0) {
    const pid = queue.shift() as number
    tree.push(pid)
    queue.push(...(children.get(pid) ?? []))
  }
  return tree
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
