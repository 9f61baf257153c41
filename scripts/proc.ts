/**
 * Linux's /proc, read by the scripts that look at processes (the benches' core wait and core of its own, the
 * mini-program release's compiler children). Off Linux, or for a process that has ended, each answer is empty.
 */
import fs from 'node:fs'
import path from 'node:path'

/** A file's text under `procRoot`, or null when it cannot be read (no such process, no /proc). */
export function readProc(procRoot: string, ...parts: string[]): string | null {
  try {
    return fs.readFileSync(path.join(procRoot, ...parts), 'utf8')
  } catch {
    return null
  }
}

/** The ids of the processes running now. */
export function processIds(procRoot = '/proc'): number[] {
  try {
    return fs
      .readdirSync(procRoot)
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
  } catch {
    return []
  }
}

/** The process that started `pid`, or null. */
export function parentOf(pid: number, procRoot = '/proc'): number | null {
  const stat = readProc(procRoot, String(pid), 'stat')
  if (stat === null) return null
  // The command name (field 2) is in parentheses and may hold spaces and parentheses: the fields after its last
  // closing one are plain, the state first and the parent next.
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  return Number.isInteger(parent) ? parent : null
}
