import { Text, View } from '@tarojs/components'
import type { ComponentType } from 'react'
import type { PlainElementProps } from './dom-attributes'

// A block and a run of text: Taro's View and Text, given only what H5's plain elements honour (plain-elements.h5.tsx).
export const PlainView = View as ComponentType<PlainElementProps>
export const PlainText = Text as ComponentType<PlainElementProps>
