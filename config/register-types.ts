import path from 'node:path'
import { createSwcRegister } from '@tarojs/helper'

/**
 * Taro compiles only config/ when it reads the config; the build also needs contracts from types/ (the endpoint
 * table for index.html's loader, config/first-screen-loader.ts) and the constants table, which are TypeScript too.
 * Imported before them.
 * The register hook is one for the process: registering again replaces Taro's, so config/ is named again.
 */
const COMPILED = ['config', 'types'].map((dir) => path.resolve(__dirname, '..', dir) + path.sep)
// The constants table, for the texts index.html's loader shows before the app runs (it imports nothing).
const CONSTANTS = path.resolve(__dirname, '../src/config/constants.ts')
if (!process.env.JEST_WORKER_ID)
  createSwcRegister({
    only: [(file: string) => file === CONSTANTS || COMPILED.some((dir) => file.startsWith(dir))],
  })
