/** The bench's measure of how long the throttled page's main thread waited for a core, from a made-up /proc. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { coreWaitMs, throttledRenderers } from '../../scripts/core-wait'

function fakeProc(processes: Record<string, Record<string, { comm: string; schedstat?: string }>>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'proc-'))
  for (const [pid, threads] of Object.entries(processes)) {
    for (const [tid, thread] of Object.entries(threads)) {
      const dir = path.join(root, pid, 'task', tid)
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(path.join(dir, 'comm'), `${thread.comm}\n`)
      if (thread.schedstat) fs.writeFileSync(path.join(dir, 'schedstat'), `${thread.schedstat}\n`)
    }
  }
  return root
}

describe('core wait', () => {
  const proc = fakeProc({
    '100': { '100': { comm: 'chromium', schedstat: '9000000 1000000 40' }, '101': { comm: 'Compositor' } },
    '200': {
      '200': { comm: 'chromium', schedstat: '52000000 34500000 900' },
      '205': { comm: 'CPUThrottlingTh' },
      '206': { comm: 'Compositor' },
    },
    '300': { '300': { comm: 'node', schedstat: '1 2 3' } },
    '400': { '400': { comm: 'chromium' } },
  })
  afterAll(() => fs.rmSync(proc, { recursive: true, force: true }))

  it('finds the renderer that CPU throttling slows, by its throttling thread', () => {
    expect(throttledRenderers(proc)).toEqual([200])
  })

  it('reads how long its main thread waited for a core, in milliseconds', () => {
    expect(coreWaitMs([200], proc)).toBe(34.5)
    expect(coreWaitMs([100, 200], proc)).toBe(35.5)
  })

  it('says it does not know when there is no such process or no scheduler figures', () => {
    expect(throttledRenderers(path.join(proc, 'missing'))).toEqual([])
    expect(coreWaitMs([], proc)).toBeNull()
    expect(coreWaitMs([999], proc)).toBeNull()
    expect(coreWaitMs([400], proc)).toBeNull()
    expect(coreWaitMs([200, 400], proc)).toBeNull()
  })
})
