import type { UserConfigExport } from '@tarojs/cli'

export default {
  logger: { quiet: false, stats: true },
  h5: { devServer: { port: 10086, historyApiFallback: { index: '/community/index.html' } } },
} satisfies UserConfigExport<'webpack5'>
