import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { TEXTS } from '@/config/constants'
import type { LoadableView } from '@/stores'

export interface LoadableSectionProps<T> {
  title: string
  testId: string
  data: LoadableView<readonly T[]>
  emptyText: string
  children: (items: readonly T[]) => ReactNode
}

/** A titled section of one page that loads on its own: loading, a tap to retry, empty, then its rows. */
function LoadableSectionView<T>({ title, testId, data, emptyText, children }: LoadableSectionProps<T>) {
  const items = data.data ?? []
  let state: ReactNode = null
  if (data.data === null && data.error) {
    state = (
      <Text className="etf-section__state" data-testid={`${testId}-error`} onClick={() => void data.reload()}>
        {TEXTS.loadFailed}
      </Text>
    )
  } else if (data.data === null) state = <Text className="etf-section__state">{TEXTS.loading}</Text>
  else if (items.length === 0) state = <Text className="etf-section__state">{emptyText}</Text>
  return (
    <View className="etf-section" data-testid={testId}>
      <Text className="etf-section__title">{title}</Text>
      {state ?? children(items)}
    </View>
  )
}

export const LoadableSection = observer(LoadableSectionView) as typeof LoadableSectionView
