/**
 * `npm run release:weapp -- --dry-run` on the built dist/weapp: miniprogram-ci compiles it offline and
 * without a key; the release settings are checked before anything is sent to WeChat.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WEAPP_HARD_LIMIT } from '../../scripts/size'
import {
  dryRun,
  dryRunReport,
  readReleaseSettings,
  stopCompilerProcesses,
  WEAPP_DIST,
} from '../../scripts/release-weapp'
import { readAppJson, subPackageRoots } from '../../scripts/weapp/app-json'

jest.setTimeout(120_000)

afterAll(() => stopCompilerProcesses())

describe('release:weapp --dry-run', () => {
  it('compiles dist/weapp offline with miniprogram-ci and reports every package within the limit', async () => {
    const strayBefore = readdirSync(process.cwd()).filter((name) => /^[0-9a-f]{32}$/.test(name))
    const result = await dryRun(WEAPP_DIST)
    expect(result.sizes.subPackages.map((p) => p.root)).toEqual(subPackageRoots(readAppJson(WEAPP_DIST)))
    expect(result.sizes.main.files).toBeGreaterThan(0)
    for (const p of result.sizes.subPackages) expect([p.root, p.files > 0]).toEqual([p.root, true])
    expect(result.sizes.main.bytes).toBeLessThanOrEqual(WEAPP_HARD_LIMIT)
    expect(result.overLimit).toEqual([])
    expect(result.packageBytes).toBeGreaterThan(10_000)
    const report = dryRunReport(result)
    expect(report).toMatch(/^ {2}main +\d+ files +[\d.]+ KB$/m)
    expect(report).toContain('code package (zip)')
    // miniprogram-ci's empty working folders are cleaned up.
    expect(readdirSync(process.cwd()).filter((name) => /^[0-9a-f]{32}$/.test(name))).toEqual(strayBefore)
  })

  it('fails on a template or style WeChat would refuse', async () => {
    // A fresh copy each: miniprogram-ci caches what it compiled per project folder.
    const brokenCopy = (file: string, append: string) => {
      const dir = join(mkdtempSync(join(tmpdir(), 'weapp-broken-')), 'weapp')
      cpSync(WEAPP_DIST, dir, { recursive: true })
      writeFileSync(join(dir, file), readFileSync(join(dir, file), 'utf8') + append)
      return dir
    }
    const badTemplate = brokenCopy('base.wxml', '<view attr="x></view>')
    await expect(dryRun(badTemplate)).rejects.toThrow(/unexpected end/)
    const badStyle = brokenCopy('app.wxss', '.a { color: red')
    await expect(dryRun(badStyle)).rejects.toThrow(/app\.wxss:\d+:\d+: Unclosed block/)
    for (const dir of [badTemplate, badStyle]) rmSync(join(dir, '..'), { recursive: true, force: true })
  })
})

describe('release:weapp settings', () => {
  const key = join(mkdtempSync(join(tmpdir(), 'weapp-key-')), 'private.key')
  writeFileSync(key, '-----BEGIN RSA PRIVATE KEY-----\n')
  const good = {
    WEAPP_APPID: 'wx0123456789abcdef',
    WEAPP_PRIVATE_KEY_PATH: key,
    WEAPP_VERSION: '1.4.0',
    WEAPP_DESC: '社区 1.4.0',
  }

  it('take the app id, key, version and description from the environment', () => {
    expect(existsSync(key)).toBe(true)
    expect(readReleaseSettings('upload', { ...good, WEAPP_ROBOT: '3' })).toMatchObject({
      mode: 'upload',
      appid: good.WEAPP_APPID,
      privateKeyPath: key,
      version: '1.4.0',
      desc: '社区 1.4.0',
      robot: 3,
    })
  })

  it('name every missing or wrong value at once, in Chinese', () => {
    let message = ''
    try {
      readReleaseSettings('preview', {
        WEAPP_APPID: 'touristappid',
        WEAPP_PRIVATE_KEY_PATH: '/nope',
        WEAPP_VERSION: 'v1',
      })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message.split('\n')).toEqual([
      '无法发布小程序：',
      '  - WEAPP_APPID 应为小程序的 AppID（wx 加 16 位），现为 "touristappid"',
      '  - WEAPP_PRIVATE_KEY_PATH 指向的文件不存在：/nope',
      '  - WEAPP_VERSION 应为 x.y.z 形式的版本号，现为 "v1"',
      '  - WEAPP_DESC 未设置（本次版本的说明）',
    ])
  })
})
