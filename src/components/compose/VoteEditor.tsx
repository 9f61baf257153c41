import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { limitChars } from '@shared/text-length'
import { chinaDay } from '@shared/vote-rules'
import './compose.css'
import type { PostComposer, VoteDraft } from '@/stores'
import type { ReadonlyDeep } from '@/lib'

export const VOTE_EDITOR_TEXTS = {
  title: '投票',
  question: '投票问题，如：明天大盘涨还是跌？',
  option: (n: number) => `选项${n}`,
  addOption: '+ 添加选项',
  endDate: '截止',
  /** The end is chosen as a span from today: what people pick in a broker app's poll, without a date wheel. */
  spans: [
    { days: 1, label: '1天' },
    { days: 3, label: '3天' },
    { days: 7, label: '7天' },
    { days: 14, label: '14天' },
    { days: 30, label: '30天' },
  ],
  remove: '删除投票',
} as const

const DAY_MS = 24 * 60 * 60 * 1000

/** The China day `days` from now: a vote ends at the end of it. */
export function voteEndDate(days: number, now: number = Date.now()): string {
  return chinaDay(now + Math.min(days, CONTENT_LIMITS.voteDaysMax) * DAY_MS)
}

/** A new vote starts with two empty options and ends in a week. */
export function blankVote(now: number = Date.now()): VoteDraft {
  return { title: '', options: ['', ''], endDate: voteEndDate(7, now) }
}

/** The vote written with the post: a question, 2 to 6 options and an end date. */
export const VoteEditor = observer(function VoteEditor({ composer }: { composer: ReadonlyDeep<PostComposer> }) {
  const vote = composer.vote
  if (!vote) return null
  const update = (change: Partial<VoteDraft>) => composer.setVote({ ...vote, ...change })
  const setOption = (index: number, value: string) =>
    update({ options: vote.options.map((o, i) => (i === index ? value : o)) })
  return (
    <View className="vote-editor" data-testid="vote-editor">
      <View className="vote-editor__head">
        <Text className="vote-editor__title">{VOTE_EDITOR_TEXTS.title}</Text>
        <Text className="vote-editor__remove" data-testid="vote-editor-remove" onClick={() => composer.setVote(null)}>
          {VOTE_EDITOR_TEXTS.remove}
        </Text>
      </View>
      <Input
        className="vote-editor__input"
        data-testid="vote-question"
        value={vote.title}
        maxlength={-1}
        placeholder={VOTE_EDITOR_TEXTS.question}
        onInput={(event) => update({ title: limitChars(event.detail.value, CONTENT_LIMITS.voteTitle) })}
      />
      {vote.options.map((option, index) => (
        <View key={index} className="vote-editor__option">
          <Input
            className="vote-editor__input"
            data-testid="vote-option"
            value={option}
            maxlength={-1}
            placeholder={VOTE_EDITOR_TEXTS.option(index + 1)}
            onInput={(event) => setOption(index, limitChars(event.detail.value, CONTENT_LIMITS.voteOption))}
          />
          {vote.options.length > CONTENT_LIMITS.voteOptionsMin ? (
            <Text
              className="vote-editor__option-remove"
              onClick={() => update({ options: vote.options.filter((_, i) => i !== index) })}
            >
              ×
            </Text>
          ) : null}
        </View>
      ))}
      {vote.options.length < CONTENT_LIMITS.voteOptionsMax ? (
        <Text
          className="vote-editor__add"
          data-testid="vote-option-add"
          onClick={() => update({ options: [...vote.options, ''] })}
        >
          {VOTE_EDITOR_TEXTS.addOption}
        </Text>
      ) : null}
      <View className="vote-editor__end" data-testid="vote-end" data-end={vote.endDate}>
        <Text>{VOTE_EDITOR_TEXTS.endDate}</Text>
        {VOTE_EDITOR_TEXTS.spans.map(({ days, label }) => {
          const end = voteEndDate(days)
          return (
            <Text
              key={days}
              className={`vote-editor__span${vote.endDate === end ? ' vote-editor__span--on' : ''}`}
              data-testid="vote-span"
              onClick={() => update({ endDate: end })}
            >
              {label}
            </Text>
          )
        })}
      </View>
    </View>
  )
})
