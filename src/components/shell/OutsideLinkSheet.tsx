import { useSyncExternalStore } from 'react'
import { ActionSheet, type ActionSheetItem } from '@/components/kit/ActionSheet'
import { pendingLinkQuestion, watchLinkQuestion } from '@/navigation/link-prompt'
import { OUTSIDE_LINK_TEXTS } from '@/navigation/outside-link'

const CHOICES: readonly ActionSheetItem[] = [
  { key: 'open', label: OUTSIDE_LINK_TEXTS.open },
  { key: 'copy', label: OUTSIDE_LINK_TEXTS.copy },
]

/**
 * The question before an outside site we do not vouch for opens (docs/product.md §2.6): the whole address, 打开,
 * 复制链接 and 取消. Every page shell draws it; only the page in front is visible.
 */
export function OutsideLinkSheet() {
  const question = useSyncExternalStore(watchLinkQuestion, pendingLinkQuestion, pendingLinkQuestion)
  if (!question) return null
  return (
    <ActionSheet
      visible
      title={OUTSIDE_LINK_TEXTS.ask}
      detail={question.url}
      items={CHOICES}
      onSelect={(key) => question.answer(key === 'open' ? 'open' : 'copy')}
      onCancel={() => question.answer(null)}
    />
  )
}
