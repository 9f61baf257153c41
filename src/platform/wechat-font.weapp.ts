/**
 * The mini-program: WeChat's own font setting, its care mode (关怀模式) included, which WeChat asks mini-programs to
 * follow (docs/product.md §2.10). Null when the base library cannot say.
 */
import Taro from '@tarojs/taro'
import { fontScaleFromWechat } from '@/lib/font-scale'
import type { Logger } from './transport'

export function readWechatFontScale(log: Logger): number | null {
  try {
    return fontScaleFromWechat(Taro.getAppBaseInfo())
  } catch (error) {
    log('getAppBaseInfo failed', error)
    return null
  }
}
