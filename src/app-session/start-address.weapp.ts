import Taro from '@tarojs/taro'

/** Mini-program: the launch query stands where H5 has the address. */
export function startAddress(): Readonly<Record<string, unknown>> {
  try {
    return Taro.getLaunchOptionsSync().query ?? {}
  } catch {
    return {}
  }
}
