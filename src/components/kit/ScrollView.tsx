// Taro's own scroll view: the mini-program's native one, and the web component in Jest. H5 has its adapter
// (ScrollView.h5.tsx).
export { ScrollView } from '@tarojs/components'
