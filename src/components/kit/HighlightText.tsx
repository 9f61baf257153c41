import { Text } from '@tarojs/components'
import { splitHighlight } from '@/lib'
import './kit.css'

export interface HighlightTextProps {
  text: string
  keyword: string
  className?: string
}

/** Text with a searched keyword in the primary colour (theme variable): search results, feed titles. */
export function HighlightText({ text, keyword, className }: HighlightTextProps) {
  const segments = splitHighlight(text, keyword)
  return (
    <Text className={className}>
      {segments.map((segment, index) =>
        segment.hit ? (
          // Index keys: the pieces are a pure function of text and keyword and never reorder.
          <Text key={index} className="search-hit" data-testid="search-hit">
            {segment.text}
          </Text>
        ) : (
          <Text key={index}>{segment.text}</Text>
        ),
      )}
    </Text>
  )
}
