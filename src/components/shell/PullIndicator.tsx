import { Text, View } from '@tarojs/components'
import { PULL_TEXTS, type PullState } from './pull-state'

/** The H5 pull-to-refresh indicator (colour: --color-pull-to-refresh). */
export function PullIndicator({ state }: { state: PullState }) {
  if (state.phase === 'idle') return null
  return (
    <View
      className={`pull-indicator pull-indicator--${state.phase}`}
      data-testid="pull-indicator"
      data-phase={state.phase}
      style={{ height: `${state.distance}px` }}
    >
      <Text className="pull-indicator__text">{PULL_TEXTS[state.phase]}</Text>
    </View>
  )
}
