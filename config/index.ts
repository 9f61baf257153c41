import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { buildEnv } from './env'

// Contracts shared with the server and the native team live outside src/ but are compiled with it.
const SHARED_TYPES = path.resolve(__dirname, '..', 'types')

// Libraries every lazily loaded page uses; one shared chunk keeps them out of each page chunk.
const SHARED_LIBS = /[\\/]node_modules[\\/](mobx|mobx-react-lite|dayjs)[\\/]/

export default defineConfig<'webpack5'>(async (merge) => {
  const base: UserConfigExport<'webpack5'> = {
    projectName: 'broker-community',
    date: '2026-11-22',
    designWidth: 375,
    deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${process.env.TARO_ENV}`,
    plugins: [],
    defineConstants: buildEnv(),
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@shared': path.resolve(__dirname, '..', 'types'),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      compile: { include: [SHARED_TYPES] },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
    },
    h5: {
      compile: { include: [SHARED_TYPES] },
      publicPath: '/community/',
      staticDirectory: 'static',
      output: {
        filename: 'static/js/[name].[contenthash:8].js',
        chunkFilename: 'static/js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'static/css/[name].[contenthash:8].css',
        chunkFilename: 'static/css/[name].[contenthash:8].css',
      },
      router: {
        mode: 'browser',
        // No trailing slash: with one the app mounts but no page ever renders.
        basename: '/community',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        pxtransform: { enable: true, config: { baseFontSize: 20, maxRootSize: 40, minRootSize: 20 } },
        cssModules: { enable: false },
      },
      webpackChain(chain) {
        // TIMEOUTS.chunkLoadMs (spec 9); a literal because this file is read before TS constants compile.
        // test/e2e/bundle.test.ts holds the built runtime to the constant.
        chain.output.chunkLoadTimeout(120_000)
        chain.optimization.merge({
          splitChunks: {
            cacheGroups: {
              sharedLibs: {
                name: 'shared-libs',
                test: SHARED_LIBS,
                chunks: 'all',
                priority: 20,
                enforce: true,
              },
            },
          },
        })
      },
    },
  }
  return merge({}, base, process.env.NODE_ENV === 'development' ? devConfig : prodConfig)
})
