import { Text, View } from '@tarojs/components'
import './kit.css'

export interface TabItem<K extends string> {
  key: K
  label: string
}

export interface TabsProps<K extends string> {
  items: readonly TabItem<K>[]
  active: K
  onChange: (key: K) => void
  /** Each tab is `${testId}-${key}` for tests and QA. */
  testId: string
}

/** A row of tabs under the bar, the active one underlined in the theme's primary colour. */
export function Tabs<K extends string>({ items, active, onChange, testId }: TabsProps<K>) {
  return (
    <View className="kit-tabs" data-testid={testId}>
      {items.map(({ key, label }) => (
        <Text
          key={key}
          className={`kit-tabs__tab${key === active ? ' kit-tabs__tab--active' : ''}`}
          data-testid={`${testId}-${key}`}
          onClick={() => onChange(key)}
        >
          {label}
        </Text>
      ))}
    </View>
  )
}
