import { Text, View } from '@tarojs/components'
import './search.css'

export const HOT_SEARCH_TEXTS = { title: '热门搜索' } as const

/** How many of the top words get the "hot" colour, as the big broker apps mark their top three. */
const MARKED = 3

/** The words many people search, ranked; a tap searches that word. Nothing shows until there are some. */
export function HotSearches({ words, onPick }: { words: readonly string[]; onPick: (word: string) => void }) {
  if (words.length === 0) return null
  return (
    <View className="hot-searches" data-testid="hot-searches">
      <Text className="hot-searches__title">{HOT_SEARCH_TEXTS.title}</Text>
      <View className="hot-searches__list">
        {words.map((word, index) => (
          <View key={word} className="hot-searches__item" data-testid="hot-search" onClick={() => onPick(word)}>
            <Text className={`hot-searches__rank${index < MARKED ? ' hot-searches__rank--top' : ''}`}>{index + 1}</Text>
            <Text className="hot-searches__word">{word}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
