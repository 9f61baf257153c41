import { Text, View } from '@tarojs/components'
import type { GuessPlateHistoryItem, GuessPlateRound } from '@shared/api'
import { GUESS_RULES } from '@shared/campaigns'
import { observer } from 'mobx-react-lite'
import { PageShell, loadableShellState } from '@/components/shell'
import { findRoute } from '@/config/routes'
import { useLoadable } from '@/hooks'
import { formatRise, priceDirection, type ReadonlyDeep } from '@/lib'
import { openRoute } from '@/navigation'
import { useGuessPlate, useSession, type GuessPlateState, type GuessPlateStore } from '@/stores'
import './index.css'

const PATH = 'activity/guessPlate/index'
const PAGE_ID = findRoute(PATH)?.pageCode ?? PATH

export const GUESS_PAGE_TEXTS = {
  today: '今日竞猜',
  pick: '猜今天涨幅最大的板块',
  deadline: (time: string) => `${time} 截止`,
  participants: (n: number) => `${n} 人参与`,
  mine: '我的选择',
  winner: '涨幅第一',
  closed: '今日竞猜已截止，收盘后揭晓',
  settled: '今日结果已揭晓',
  noRound: '今天休市，不开放竞猜',
  nextRound: (day: string) => `下一轮 ${monthDay(day)} 开放`,
  yesterday: '上期结果',
  won: '猜中了',
  lost: '未猜中',
  missed: '未参与',
  myPick: (name: string) => `我猜 ${name}`,
  score: '我的战绩',
  points: '积分',
  streak: '连胜',
  bestStreak: '最佳连胜',
  record: (won: number, played: number) => `猜中 ${won}/${played}`,
  loginHint: `登录后参与竞猜，猜中得 ${GUESS_RULES.pointsPerWin} 积分`,
  history: '竞猜记录',
  noHistory: '还没有竞猜记录',
  pending: '待揭晓',
  gained: (points: number) => `+${points}`,
  rule: '活动规则',
  rule2: '积分规则',
} as const

/** 'YYYY-MM-DD' as the page says dates: 11月23日. */
function monthDay(day: string): string {
  const [, month, date] = day.split('-').map(Number)
  return `${month}月${date}日`
}

const deadlineTime = (deadline: string) => deadline.slice(11, 16)

function Rise({ value }: { value: number | null }) {
  return (
    <Text className="guess-plate__rise" style={{ color: priceDirection(value).color }}>
      {formatRise(value)}
    </Text>
  )
}

const TodayRound = observer(function TodayRound({
  overview,
  round,
  store,
}: {
  overview: GuessPlateState
  round: ReadonlyDeep<GuessPlateRound>
  store: ReadonlyDeep<GuessPlateStore>
}) {
  const busy = store.isGuessing(round)
  const status =
    round.status === 'open'
      ? GUESS_PAGE_TEXTS.deadline(deadlineTime(round.deadline))
      : round.status === 'settled'
        ? GUESS_PAGE_TEXTS.settled
        : GUESS_PAGE_TEXTS.closed
  // One handler for every state: the store says why a tap cannot guess (already guessed, closed).
  const choose = (plateCode: string) => {
    if (!busy) void store.guess(overview, plateCode)
  }
  return (
    <View className="guess-plate__card" data-testid="guess-round" data-status={round.status} data-round={round.roundId}>
      <View className="guess-plate__head">
        <Text className="guess-plate__title">{`${GUESS_PAGE_TEXTS.today} · ${monthDay(round.date)}`}</Text>
        <Text className="guess-plate__meta">{GUESS_PAGE_TEXTS.participants(round.participants)}</Text>
      </View>
      <Text className="guess-plate__hint" data-testid="guess-status">
        {`${GUESS_PAGE_TEXTS.pick} · ${status}`}
      </Text>
      <View className="guess-plate__plates">
        {round.plates.map((plate) => {
          const mine = round.myGuess?.plateCode === plate.plateCode
          const winner = round.winningPlateCode === plate.plateCode
          return (
            <View
              key={plate.plateCode}
              className={`guess-plate__plate${mine ? ' guess-plate__plate--mine' : ''}${busy ? ' guess-plate__plate--busy' : ''}`}
              data-testid="guess-plate-option"
              data-plate={plate.plateCode}
              data-mine={mine ? '1' : '0'}
              onClick={() => choose(plate.plateCode)}
            >
              <Text className="guess-plate__name">{plate.plateName}</Text>
              <Rise value={plate.up_rose} />
              {mine ? <Text className="guess-plate__tag">{GUESS_PAGE_TEXTS.mine}</Text> : null}
              {winner ? (
                <Text className="guess-plate__tag guess-plate__tag--win">{GUESS_PAGE_TEXTS.winner}</Text>
              ) : null}
            </View>
          )
        })}
      </View>
    </View>
  )
})

function resultText(correct: boolean | null): string {
  if (correct === null) return GUESS_PAGE_TEXTS.pending
  return correct ? GUESS_PAGE_TEXTS.won : GUESS_PAGE_TEXTS.lost
}

function PreviousResult({ round }: { round: ReadonlyDeep<GuessPlateRound> }) {
  const winner = round.plates.find((p) => p.plateCode === round.winningPlateCode)
  const mine = round.plates.find((p) => p.plateCode === round.myGuess?.plateCode)
  return (
    <View className="guess-plate__card" data-testid="guess-previous">
      <View className="guess-plate__head">
        <Text className="guess-plate__title">{`${GUESS_PAGE_TEXTS.yesterday} · ${monthDay(round.date)}`}</Text>
        <Text className="guess-plate__meta">{GUESS_PAGE_TEXTS.participants(round.participants)}</Text>
      </View>
      {winner ? (
        <View className="guess-plate__row">
          <Text className="guess-plate__name">{`${GUESS_PAGE_TEXTS.winner}：${winner.plateName}`}</Text>
          <Rise value={winner.up_rose} />
        </View>
      ) : null}
      <Text className="guess-plate__hint" data-testid="guess-previous-mine">
        {mine && round.myGuess
          ? `${GUESS_PAGE_TEXTS.myPick(mine.plateName)} · ${resultText(round.myGuess.correct)}`
          : GUESS_PAGE_TEXTS.missed}
      </Text>
    </View>
  )
}

function Score({ overview }: { overview: GuessPlateState }) {
  const { score } = overview
  if (!score) return <Text className="guess-plate__login">{GUESS_PAGE_TEXTS.loginHint}</Text>
  const cells: [string, number][] = [
    [GUESS_PAGE_TEXTS.points, score.points],
    [GUESS_PAGE_TEXTS.streak, score.streak],
    [GUESS_PAGE_TEXTS.bestStreak, score.bestStreak],
  ]
  return (
    <View className="guess-plate__card" data-testid="guess-score">
      <View className="guess-plate__head">
        <Text className="guess-plate__title">{GUESS_PAGE_TEXTS.score}</Text>
        <Text className="guess-plate__meta">{GUESS_PAGE_TEXTS.record(score.won, score.played)}</Text>
      </View>
      <View className="guess-plate__cells">
        {cells.map(([label, value]) => (
          <View key={label} className="guess-plate__cell">
            <Text className="guess-plate__value">{value}</Text>
            <Text className="guess-plate__label">{label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

function HistoryRow({ item }: { item: ReadonlyDeep<GuessPlateHistoryItem> }) {
  return (
    <View className="guess-plate__row" data-testid="guess-history-item">
      <Text className="guess-plate__date">{monthDay(item.date)}</Text>
      <Text className="guess-plate__name">{GUESS_PAGE_TEXTS.myPick(item.plateName)}</Text>
      <Text className={`guess-plate__result guess-plate__result--${String(item.correct)}`}>
        {item.correct ? GUESS_PAGE_TEXTS.gained(item.points) : resultText(item.correct)}
      </Text>
    </View>
  )
}

const Game = observer(function Game({
  overview,
  store,
  intro,
}: {
  overview: GuessPlateState
  store: ReadonlyDeep<GuessPlateStore>
  intro: string | null
}) {
  const { round, previous, nextRoundDate } = overview
  return (
    <View className="guess-plate">
      {intro ? (
        <Text className="guess-plate__intro" data-testid="guess-intro">
          {intro}
        </Text>
      ) : null}
      <View className="guess-plate__links">
        <Text
          className="guess-plate__link"
          data-testid="guess-rule"
          onClick={() => void openRoute('activity/guessPlate/rule')}
        >
          {GUESS_PAGE_TEXTS.rule}
        </Text>
        <Text
          className="guess-plate__link"
          data-testid="guess-rule2"
          onClick={() => void openRoute('activity/guessPlate/rule2')}
        >
          {GUESS_PAGE_TEXTS.rule2}
        </Text>
      </View>
      {round ? <TodayRound overview={overview} round={round} store={store} /> : null}
      {!round ? (
        <View className="guess-plate__card" data-testid="guess-closed-day">
          <Text className="guess-plate__title">{GUESS_PAGE_TEXTS.noRound}</Text>
        </View>
      ) : null}
      {nextRoundDate ? (
        <Text className="guess-plate__next" data-testid="guess-next">
          {GUESS_PAGE_TEXTS.nextRound(nextRoundDate)}
        </Text>
      ) : null}
      {previous ? <PreviousResult round={previous} /> : null}
      <Score overview={overview} />
      {overview.score ? (
        <View className="guess-plate__card" data-testid="guess-history">
          <Text className="guess-plate__title">{GUESS_PAGE_TEXTS.history}</Text>
          {overview.history.length === 0 ? (
            <Text className="guess-plate__hint">{GUESS_PAGE_TEXTS.noHistory}</Text>
          ) : null}
          {overview.history.map((item) => (
            <HistoryRow key={item.roundId} item={item} />
          ))}
        </View>
      ) : null}
    </View>
  )
})

/** 天天猜板块: today's round, the pick, yesterday's result, my score and history (docs/product.md §4.18). */
function GuessPlatePage() {
  const session = useSession()
  const store = useGuessPlate()
  // A login (or a change of account) asks again, so my pick and score are the new viewer's.
  const overview = useLoadable(() => store.overview(), session.token)
  // Operations' words about the game; the page stands without them.
  const intro = useLoadable(() => store.intro(PAGE_ID), PAGE_ID)
  return (
    <PageShell path={PATH} {...loadableShellState(overview)}>
      {overview.data ? <Game overview={overview.data} store={store} intro={intro.data} /> : null}
    </PageShell>
  )
}

export default observer(GuessPlatePage)
