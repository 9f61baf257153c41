/** The mini-program's clipboard: WeChat's own (see copy-text.h5.ts for H5). */
import Taro from '@tarojs/taro'

export async function setClipboard(text: string): Promise<void> {
  await Taro.setClipboardData({ data: text })
}
