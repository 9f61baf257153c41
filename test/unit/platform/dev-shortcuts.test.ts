/**
 * @jest-environment jsdom
 */
import { currentDevFacts, devShortcutsAllowed, hostSimulated } from '@/platform/dev-shortcuts'

type SimWindow = Window & { __HOST_SIM_CONFIG__?: unknown }

afterEach(() => {
  delete (window as SimWindow).__HOST_SIM_CONFIG__
  document.body.innerHTML = ''
})

describe('development shortcuts', () => {
  it.each([
    [{ nodeEnv: 'production', hostSimulated: false }, false],
    [{ nodeEnv: 'test', hostSimulated: false }, false],
    [{ nodeEnv: '', hostSimulated: false }, false],
    [{ nodeEnv: 'production', hostSimulated: true }, true],
    [{ nodeEnv: 'development', hostSimulated: false }, true],
  ])('%o -> %s', (facts, expected) => {
    expect(devShortcutsAllowed(facts)).toBe(expected)
  })

  it('sees the simulator by the configuration its script sets', () => {
    expect(hostSimulated()).toBe(false)
    ;(window as SimWindow).__HOST_SIM_CONFIG__ = { appVersion: '9.65.0', account: {} }
    expect(hostSimulated()).toBe(true)
    expect(currentDevFacts()).toEqual({ nodeEnv: 'test', hostSimulated: true, buildFlag: false })
  })

  it('turns on in a build made with DEV_SHORTCUTS=1 (the mini-program test build), and only with that value', () => {
    const facts = { nodeEnv: 'production', hostSimulated: false }
    expect(devShortcutsAllowed(facts)).toBe(false)
    expect(devShortcutsAllowed({ ...facts, buildFlag: true })).toBe(true)
    process.env.DEV_SHORTCUTS = '1'
    expect(currentDevFacts().buildFlag).toBe(true)
    process.env.DEV_SHORTCUTS = 'yes'
    expect(currentDevFacts().buildFlag).toBe(false)
    delete process.env.DEV_SHORTCUTS
  })

  it('is not fooled by page content named like the configuration (window’s named elements)', () => {
    document.body.innerHTML = '<a id="__HOST_SIM_CONFIG__" href="#">x</a><img name="__HOST_SIM_CONFIG__">'
    expect('__HOST_SIM_CONFIG__' in window).toBe(true)
    expect(hostSimulated()).toBe(false)
    expect(devShortcutsAllowed(currentDevFacts())).toBe(false)
  })
})
