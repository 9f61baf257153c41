import { useSyncExternalStore } from 'react'
import { TEXTS } from '@/config/constants'
import { ActionSheet, type ActionSheetItem } from '@/components/kit/ActionSheet'
import { pendingLinkQuestion, watchLinkQuestion } from '@/navigation/link-prompt'

const CHOICES: readonly ActionSheetItem[] = [
  { key: 'open', label: TEXTS.outsideLinkOpen },
  { key: 'copy', label: TEXTS.outsideLinkCopy },
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
      title={TEXTS.outsideLinkAsk}
      detail={question.url}
      items={CHOICES}
      onSelect={(key) => question.answer(key === 'open' ? 'open' : 'copy')}
      onCancel={() => question.answer(null)}
    />
  )
}
