import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { toast } from '@/hooks'
import { formatDeadline } from '@/lib'
import { useVotes } from '@/stores'
import { userText } from './text'
import './article.css'

export interface VoteCardProps {
  voteId: string
}

export const VOTE_CARD_TEXTS = {
  ended: '已结束',
  voted: '已投票',
  deadline: (when: string) => `截止 ${when}`,
} as const

/** When the vote ends, as its footer says it (docs/product.md §4.7): 已结束, 截止 MM-DD HH:mm, or nothing. */
export function voteEndText(vote: { closed: boolean; deadline: string | null }, now: Date = new Date()): string {
  if (vote.closed) return VOTE_CARD_TEXTS.ended
  const when = vote.deadline ? formatDeadline(vote.deadline, now) : ''
  return when ? VOTE_CARD_TEXTS.deadline(when) : ''
}

/** Whole percent of the total; a vote nobody answered shows 0 everywhere rather than NaN. */
export function votePercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0
}

/**
 * A vote inside an article (voteDetail / articleVote), read from the vote store. One vote per
 * account: once the viewer voted, or the vote closed, only the results show, as bars. Single choice
 * votes on the tap; multiple choice collects up to maxChoices options and votes with a button.
 */
export const VoteCard = observer(function VoteCard({ voteId }: VoteCardProps) {
  const votes = useVotes()
  const [chosen, setChosen] = useState<string[]>([])
  useEffect(() => {
    void votes.refresh(voteId)
  }, [votes, voteId])
  const vote = votes.get(voteId)
  if (!vote) return null
  const busy = votes.isBusy(voteId)

  const voted = vote.myOptionIds.length > 0
  const showResults = voted || vote.closed

  const submit = async (optionIds: string[]) => {
    if (busy || optionIds.length === 0) return
    const outcome = await votes.vote(voteId, optionIds)
    if (outcome.status === 'done') setChosen([])
  }

  const tapOption = (optionId: string) => {
    if (showResults || busy) return
    if (!vote.multiple) {
      void submit([optionId])
      return
    }
    setChosen((now) => {
      if (now.includes(optionId)) return now.filter((id) => id !== optionId)
      if (now.length >= Math.max(1, vote.maxChoices)) {
        toast(`最多选择${vote.maxChoices}项`)
        return now
      }
      return [...now, optionId]
    })
  }

  return (
    <View className="vote-card" data-testid="vote-card" data-state={showResults ? 'results' : 'open'}>
      <Text className="vote-card__title">
        {userText(vote.title)}
        {vote.multiple ? `（多选，最多${vote.maxChoices}项）` : ''}
      </Text>
      {vote.options.map((option) => {
        const percent = votePercent(option.count, vote.totalVotes)
        const mine = vote.myOptionIds.includes(option.optionId)
        const picked = chosen.includes(option.optionId)
        return (
          <View
            key={option.optionId}
            className={`vote-option${mine ? ' vote-option--mine' : ''}${picked ? ' vote-option--picked' : ''}`}
            data-testid="vote-option"
            onClick={() => tapOption(option.optionId)}
          >
            {showResults ? <View className="vote-option__bar" style={{ width: `${percent}%` }} /> : null}
            <Text className="vote-option__text">
              {userText(option.text)}
              {mine ? '（已选）' : ''}
            </Text>
            {showResults ? <Text className="vote-option__percent">{`${percent}%`}</Text> : null}
          </View>
        )
      })}
      {vote.multiple && !showResults ? (
        <View
          className={`vote-card__submit${chosen.length === 0 || busy ? ' is-disabled' : ''}`}
          data-testid="vote-submit"
          onClick={() => void submit(chosen)}
        >
          投票
        </View>
      ) : null}
      <View className="vote-card__footer">
        <Text>{`${vote.totalVotes}人参与${voted && !vote.closed ? ` · ${VOTE_CARD_TEXTS.voted}` : ''}`}</Text>
        {voteEndText(vote) ? (
          <Text className="vote-card__deadline" data-testid="vote-deadline">
            {voteEndText(vote)}
          </Text>
        ) : null}
      </View>
    </View>
  )
})
