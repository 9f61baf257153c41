/** The bench's core of its own for the page's main thread: which processes it moves, and where, from a made-up /proc. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { giveOwnCore, pinningCommands, processTree } from '../../scripts/own-core'

/** `parents` maps each made-up process to its parent; each gets a stat line as Linux writes it. */
function fakeProc(parents: Record<number, number>, names: Record<number, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'proc-'))
  for (const [pid, parent] of Object.entries(parents)) {
    fs.mkdirSync(path.join(root, pid))
    const name = names[Number(pid)] ?? 'chromium'
    fs.writeFileSync(path.join(root, pid, 'stat'), `${pid} (${name}) S ${parent} ${pid} ${pid} 0 -1 4194560\n`)
  }
  return root
}

describe('own core', () => {
  const roots: string[] = []
  const made = (...args: Parameters<typeof fakeProc>) => {
    const root = fakeProc(...args)
    roots.push(root)
    return root
  }
  afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })))

  it("finds the bench's process and all it started, however deep, and nothing else", () => {
    // 1 init; 50 the bench; 60 the browser, 61-62 its children, 70 a renderer's zygote child; 80 another program.
    const proc = made({ 1: 0, 50: 1, 60: 50, 61: 60, 62: 60, 70: 62, 80: 1, 81: 80 })
    expect(processTree(50, proc).sort((a, b) => a - b)).toEqual([50, 60, 61, 62, 70])
  })

  it('reads the parent past a command name with spaces and parentheses', () => {
    const proc = made({ 50: 1, 90: 50 }, { 90: 'Web Content (x) 7' })
    expect(processTree(50, proc)).toEqual([50, 90])
  })

  it('answers the process alone when none is its child, and nothing without a /proc', () => {
    expect(processTree(50, made({ 50: 1, 51: 1 }))).toEqual([50])
    expect(processTree(50, path.join(os.tmpdir(), 'no-such-proc'))).toEqual([])
  })

  it('moves every thread of the tree off the last core, and the main thread of each renderer onto it', () => {
    expect(pinningCommands([50, 60, 70], [70], 2)).toEqual({
      others: [
        ['-a', '-p', '-c', '0', '50'],
        ['-a', '-p', '-c', '0', '60'],
        ['-a', '-p', '-c', '0', '70'],
      ],
      mainThreads: [['-p', '-c', '1', '70']],
    })
    expect(pinningCommands([50], [70], 8)).toEqual({
      others: [['-a', '-p', '-c', '0-6', '50']],
      mainThreads: [['-p', '-c', '7', '70']],
    })
  })

  const allowed = (pid: number) =>
    /Cpus_allowed_list:\s*(\S+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  const onLinux = process.platform === 'linux' && os.cpus().length >= 2 ? it : it.skip

  onLinux('pins a real child as the renderer and the bench itself to the rest, and undoes it', () => {
    const child = spawn('sleep', ['30'])
    try {
      const pid = child.pid as number
      const cores = os.cpus().length
      const undo = giveOwnCore([pid])
      expect(undo).not.toBeNull()
      expect(allowed(pid)).toBe(String(cores - 1))
      expect(allowed(process.pid)).toBe(cores === 2 ? '0' : `0-${cores - 2}`)
      undo?.()
      expect([allowed(pid), allowed(process.pid)]).toEqual([`0-${cores - 1}`, `0-${cores - 1}`])
    } finally {
      child.kill()
    }
  })

  it('pins nothing when no renderer is throttled', () => {
    expect(giveOwnCore([])).toBeNull()
  })
})
