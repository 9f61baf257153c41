import type { UserConfigExport } from '@tarojs/cli'

export default {
  h5: { enableSourceMap: false },
  mini: { enableSourceMap: false },
} satisfies UserConfigExport<'webpack5'>
