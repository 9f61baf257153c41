import { Text, View } from '@tarojs/components'
import type { Vote } from '@shared/api'
import { useEffect, useRef, useState } from 'react'
import { api } from '@/api'
import { getPlatform } from '@/platform'
import type { SessionStore } from '@/stores'
import { authOf, ensureLoggedIn, viewerIdOf } from './viewer'
import { failureText, userText } from './text'

export interface VoteCardProps {
  vote: Vote
  session: SessionStore
}

/** Whole percent of the total; a vote nobody answered shows 0 everywhere rather than NaN. */
export function votePercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0
}

/**
 * A vote inside an article (voteDetail / articleVote). One vote per account: once the viewer voted,
 * or the vote closed, only the results show, as bars. Single choice votes on the tap; multiple choice
 * collects up to maxChoices options and votes with a button.
 */
export function VoteCard({ vote: initial, session }: VoteCardProps) {
  const [vote, setVote] = useState(initial)
  const [chosen, setChosen] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)
  const viewerId = viewerIdOf(session)

  useEffect(() => {
    // The detail's copy may be stale (others keep voting); the vote's own endpoint is fresher.
    let alive = true
    api.vote
      .detail(initial.voteId, viewerId)
      .then((fresh) => alive && setVote(fresh))
      .catch(() => undefined)
    return () => {
      alive = false
    }
  }, [initial.voteId, viewerId])

  const voted = vote.myOptionIds.length > 0
  const showResults = voted || vote.closed

  async function submit(optionIds: string[]) {
    if (inFlight.current || optionIds.length === 0) return
    if (!ensureLoggedIn(session)) return
    const auth = authOf(session)
    if (!auth) return
    inFlight.current = true
    setBusy(true)
    try {
      setVote(await api.vote.vote(auth, vote.voteId, optionIds))
      setChosen([])
    } catch (error) {
      getPlatform().toast(failureText(error, '投票失败，请稍后重试'))
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  function tapOption(optionId: string) {
    if (showResults || busy) return
    if (!vote.multiple) {
      void submit([optionId])
      return
    }
    setChosen((now) => {
      if (now.includes(optionId)) return now.filter((id) => id !== optionId)
      if (now.length >= Math.max(1, vote.maxChoices)) {
        getPlatform().toast(`最多选择${vote.maxChoices}项`)
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
      <Text className="vote-card__footer">
        {`${vote.totalVotes}人参与${vote.closed ? ' · 已结束' : voted ? ' · 已投票' : ''}`}
      </Text>
    </View>
  )
}
