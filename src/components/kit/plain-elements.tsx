// A block and a run of text: Taro's View and Text. H5 draws plain elements instead (plain-elements.h5.tsx).
export { View as PlainView, Text as PlainText } from '@tarojs/components'
