import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { assertProductionEnv, buildEnv } from './env'
import { PageChunksPlugin } from './page-chunks'
import { FirstScreenLoaderPlugin } from './first-screen-loader'
import { ProvidePlugin } from 'webpack'
import { InjectManifest } from 'workbox-webpack-plugin'
import { APP_WORKER_BUILD } from './app-worker'

// Contracts shared with the server and the native team live outside src/ but are compiled with it.
const SHARED_TYPES = path.resolve(__dirname, '..', 'types')

// The design is drawn 375 px wide, in px that pxtransform turns into rem of a root size that grows with the
// window's shorter side. On a wide window it stops growing at a large phone's width, so nothing scales past a
// phone; src/app.css caps the app's width at the same column.
const DESIGN_WIDTH = 375
const BASE_FONT_SIZE = 20
const PHONE_COLUMN_PX = 430

// Every text size and line height follows the reader's text scale (config/font-scale-css.ts); Taro loads a project's
// own PostCSS plugin by its path.
const FONT_SCALE_PLUGIN = path.resolve(__dirname, 'postcss-font-scale.js')

// Libraries every lazily loaded page uses; one shared chunk keeps them out of each page chunk.
const SHARED_LIBS = /[\\/]node_modules[\\/](mobx|mobx-react-lite|dayjs)[\\/]/
// The chart library (AntV F2) and what only it uses: one chunk the chart pages share, loaded by them alone.
const CHART_LIBS =
  /[\\/]node_modules[\\/](@antv[\\/]|d3-(cloud|color|dispatch)|earcut|fecha|gl-matrix|quickselect|rbush)/
// Taro's H5 interaction module (toast, modal, action sheet), which the first screen does not need.
const TARO_INTERACTION = /[\\/]@tarojs[\\/]taro-h5[\\/]dist[\\/]api[\\/]ui[\\/]interaction[\\/]/

export default defineConfig<'webpack5'>(async (merge) => {
  assertProductionEnv()
  const base: UserConfigExport<'webpack5'> = {
    projectName: 'broker-community',
    date: '2026-11-22',
    designWidth: DESIGN_WIDTH,
    deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // ANALYZE=1 builds beside the real output with source maps, to see what a chunk is made of. OUTPUT_ROOT builds
    // elsewhere (a scratch build for one test, while dist/ serves others); H5_DIST / WEAPP_DIST point tests at it.
    outputRoot: `${process.env.OUTPUT_ROOT ?? 'dist'}/${process.env.TARO_ENV}${process.env.ANALYZE === '1' ? '-analyze' : ''}`,
    plugins: [],
    defineConstants: buildEnv(),
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@shared': path.resolve(__dirname, '..', 'types'),
    },
    copy: { patterns: [], options: {} },
    // H5 renders with Preact through its React compatibility layer (issue 17: react-dom was 127 KB of the
    // first screen); the mini-program keeps React, which Taro's mini-program reconciler is built on.
    framework: process.env.TARO_ENV === 'h5' ? 'preact' : 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    // Our browserslist is ES2017+ (iOS 13, Chrome 80): let terser use it, with a second compress pass.
    terser: { enable: true, config: { ecma: 2017, compress: { passes: 2, ecma: 2017 } } },
    mini: {
      compile: { include: [SHARED_TYPES] },
      // The HTML entity tables of the article sanitiser's parser (types/article-html.ts) are base64 that it decodes
      // with atob or Buffer when it loads; the mini-program has neither, so the article page failed to load there.
      webpackChain(chain) {
        chain.plugin('provide-atob').use(ProvidePlugin, [{ atob: ['base-64', 'decode'] }])
      },
      // Each component's CSS is scoped by its own class names, so chunk order does not matter.
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
        [FONT_SCALE_PLUGIN]: { enable: true, config: {} },
      },
    },
    h5: {
      compile: { include: [SHARED_TYPES] },
      publicPath: '/community/',
      // Taro's HTML components (plain div/img/input from @tarojs/components-react) instead of its web components:
      // no Stencil runtime and no custom elements to define and upgrade while the first screen draws
      // (docs/product.md §2.9). Components it lacks (rich text, textarea, video…) stay web components.
      useHtmlComponents: true,
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
        pxtransform: {
          enable: true,
          config: {
            baseFontSize: BASE_FONT_SIZE,
            maxRootSize: (BASE_FONT_SIZE * PHONE_COLUMN_PX) / DESIGN_WIDTH,
            minRootSize: BASE_FONT_SIZE,
          },
        },
        cssModules: { enable: false },
        [FONT_SCALE_PLUGIN]: { enable: true, config: {} },
      },
      webpackChain(chain) {
        // TIMEOUTS.chunkLoadMs (docs/product.md §2.8); a literal because this file is read before TS constants compile.
        // test/e2e/bundle.test.ts holds the built runtime to the constant.
        chain.output.chunkLoadTimeout(120_000)
        chain.plugin('page-chunks').use(PageChunksPlugin)
        // index.html's inline loader: the entry page's chunks preloaded and its first calls started while the code
        // downloads (config/first-screen-loader.ts, docs/product.md §2.9).
        chain.plugin('first-screen-loader').use(FirstScreenLoaderPlugin)
        // The service worker (docs/product.md §8.6), production builds only: never in development's hot reload.
        if (process.env.NODE_ENV === 'production') chain.plugin('app-worker').use(InjectManifest, [APP_WORKER_BUILD])
        // Taro's components bring their CSS as JS strings that style-loader puts at the top of <head> while the app
        // starts (12 KB of the first screen's JS, and a style recalculation in its first task). Extracted, it is a
        // stylesheet of the same chunk, linked before ours, so our rules still win. The loader is the one Taro
        // extracts our own CSS with (production builds only; development keeps style-loader for hot reload).
        const ownCss = chain.module.rule('customStyle').uses.values()[0]?.get('loader') as string | undefined
        if (ownCss && !/style-loader/.test(ownCss))
          chain.module.rule('taroStyle').uses.clear().end().use('extract').loader(ownCss)
        if (process.env.ANALYZE === '1') chain.devtool('source-map')
        // The article sanitiser uses htmlparser2's parser alone (types/article-html.ts), but its index also imports
        // its DOM libraries, which have no side effects yet do not say so: webpack kept them all (dom-serializer with
        // a second copy of the entity tables, about 60 KB of the article page's chunk).
        chain.module
          .rule('htmlparser2-dependencies')
          .test(/[\\/]node_modules[\\/](htmlparser2[\\/]node_modules|domelementtype)[\\/]/)
          .set('sideEffects', false)
        // Every browser we target (package.json browserslist) has fetch and AbortController, and we
        // never use JSONP: Taro's polyfills for them are dead weight on the first screen.
        chain.merge({
          resolve: {
            alias: {
              'whatwg-fetch': false,
              'abortcontroller-polyfill/dist/abortcontroller-polyfill-only': false,
              'jsonp-retry': false,
            },
          },
        })
        chain.resolve.alias.set('platform$', path.resolve(__dirname, 'shims', 'platform.js'))
        chain.resolve.alias.set('@tarojs/components$', path.resolve(__dirname, 'shims', 'taro-components-h5.js'))
        chain.resolve.alias.set('@tarojs/router$', path.resolve(__dirname, 'shims', 'taro-router-h5.js'))
        chain.resolve.alias.set(
          'use-sync-external-store/shim$',
          path.resolve(__dirname, 'shims', 'use-sync-external-store-shim.js'),
        )
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
              charts: {
                name: 'charts',
                test: CHART_LIBS,
                chunks: 'async',
                priority: 15,
                enforce: true,
              },
              // Taro's H5 toast, modal and action sheet: loaded with the first toast (src/platform/show-toast.h5.ts)
              // and by the pages that pick images (Taro's chooseImage asks with an action sheet), one chunk for all.
              taroToast: {
                name: 'taro-toast',
                test: TARO_INTERACTION,
                chunks: 'async',
                priority: 15,
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
