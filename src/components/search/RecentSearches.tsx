import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { Modal } from '@/components/kit'
import './search.css'

export const RECENT_TEXTS = {
  title: '最近搜索',
  clear: '清空',
  clearConfirm: '确认清空全部最近搜索？',
} as const

export interface RecentSearchesProps {
  words: readonly string[]
  onPick: (word: string) => void
  onClear: () => void
}

/** The recent keywords as tappable chips; clearing them all asks first, since it cannot be undone. */
export function RecentSearches({ words, onPick, onClear }: RecentSearchesProps) {
  const [confirming, setConfirming] = useState(false)
  if (words.length === 0) return null
  return (
    <View className="recent-searches" data-testid="recent-searches">
      <View className="recent-searches__head">
        <Text className="recent-searches__title">{RECENT_TEXTS.title}</Text>
        <Text className="recent-searches__clear" data-testid="recent-clear" onClick={() => setConfirming(true)}>
          {RECENT_TEXTS.clear}
        </Text>
      </View>
      <View className="recent-searches__chips">
        {words.map((word) => (
          <Text key={word} className="recent-searches__chip" data-testid="recent-chip" onClick={() => onPick(word)}>
            {word}
          </Text>
        ))}
      </View>
      <Modal
        visible={confirming}
        content={RECENT_TEXTS.clearConfirm}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          onClear()
        }}
      />
    </View>
  )
}
