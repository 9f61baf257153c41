import { fireEvent, screen } from '@testing-library/react'
import type { GuessPlateOverview, GuessPlateRound, PageInfo } from '@shared/api'
import { GUESS_MESSAGES } from '@shared/campaigns'
import GuessPlatePage, { GUESS_PAGE_TEXTS } from '@/activity/guessPlate/index'
import GuessPlateRule2 from '@/activity/guessPlate/rule2'
import { GUESS_PLATE_TEXTS } from '@/stores/guess-plate'
import { requireLogin } from '@/startup'
import { api, flush, makeStores, renderPage, setRoute, setupPlatform } from '../follow/page-harness'

jest.mock('@/startup', () => ({ ...jest.requireActual('@/startup'), requireLogin: jest.fn(() => false) }))

beforeEach(() => jest.clearAllMocks())

function round(overrides: Partial<GuessPlateRound> = {}): GuessPlateRound {
  return {
    roundId: '20',
    date: '2026-11-18',
    deadline: '2026-11-18 15:00:00',
    status: 'open',
    plates: [
      { plateCode: 'BK1001', plateName: '半导体', up_rose: 123 },
      { plateCode: 'BK1002', plateName: '新能源车', up_rose: -45 },
      { plateCode: 'BK1003', plateName: '光伏', up_rose: 0 },
      { plateCode: 'BK1004', plateName: '白酒', up_rose: 210 },
    ],
    winningPlateCode: null,
    participants: 12,
    myGuess: null,
    ...overrides,
  }
}

function overview(overrides: Partial<GuessPlateOverview> = {}): GuessPlateOverview {
  return {
    round: round(),
    previous: round({
      roundId: '19',
      date: '2026-11-17',
      status: 'settled',
      winningPlateCode: 'BK1004',
      myGuess: { roundId: '19', plateCode: 'BK1004', createdDate: '2026-11-17 10:00:00', correct: true },
    }),
    nextRoundDate: null,
    score: { points: 30, streak: 2, bestStreak: 3, played: 5, won: 3 },
    history: [
      {
        roundId: '19',
        date: '2026-11-17',
        plateCode: 'BK1004',
        plateName: '白酒',
        winningPlateCode: 'BK1004',
        winningPlateName: '白酒',
        correct: true,
        points: 10,
      },
    ],
    ...overrides,
  }
}

describe('天天猜板块 page', () => {
  it('shows today’s sectors with their rise, yesterday’s result, my score and history; a pick shows at once', async () => {
    const { calls } = setupPlatform()
    setRoute('activity/guessPlate/index')
    api.misc.guessPlateRound.mockResolvedValue(overview())
    api.misc.guessPlate.mockResolvedValue({
      roundId: '20',
      plateCode: 'BK1002',
      createdDate: '2026-11-18 10:01:00',
      correct: null,
    })
    await renderPage(GuessPlatePage, makeStores(true))
    const options = screen.getAllByTestId('guess-plate-option')
    expect(options.map((o) => o.textContent)).toEqual(['半导体+1.23%', '新能源车-0.45%', '光伏0.00%', '白酒+2.10%'])
    expect(screen.getByTestId('guess-status').textContent).toContain(GUESS_PAGE_TEXTS.deadline('15:00'))
    expect(screen.getByTestId('guess-previous').textContent).toContain(GUESS_PAGE_TEXTS.won)
    expect(screen.getByTestId('guess-score').textContent).toContain('30')
    expect(screen.getAllByTestId('guess-history-item')).toHaveLength(1)

    fireEvent.click(options[1])
    fireEvent.click(options[1])
    await flush()
    expect(api.misc.guessPlate).toHaveBeenCalledTimes(1)
    expect(api.misc.guessPlate).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'dev-token-10001' }),
      '20',
      'BK1002',
    )
    expect(calls.toast).toHaveBeenCalledWith(GUESS_PLATE_TEXTS.guessed)
    expect(screen.getAllByTestId('guess-plate-option')[1].getAttribute('data-mine')).toBe('1')
    expect(screen.getAllByTestId('guess-history-item')).toHaveLength(2)

    // A second pick (not the second tap of a double tap: a second later) is refused before it is sent.
    const later = Date.now() + 1000
    jest.spyOn(Date, 'now').mockReturnValue(later)
    fireEvent.click(screen.getAllByTestId('guess-plate-option')[3])
    await flush()
    expect(api.misc.guessPlate).toHaveBeenCalledTimes(1)
    expect(calls.toast).toHaveBeenLastCalledWith(GUESS_MESSAGES.again)
    jest.restoreAllMocks()
  })

  it('a double tap whose first tap went through at once keeps 竞猜成功; 猜中 counts settled guesses only', async () => {
    const { calls } = setupPlatform()
    setRoute('activity/guessPlate/index')
    api.misc.guessPlateRound.mockResolvedValue(overview())
    api.misc.guessPlate.mockResolvedValue({
      roundId: '20',
      plateCode: 'BK1001',
      createdDate: '2026-11-18 10:01:00',
      correct: null,
    })
    await renderPage(GuessPlatePage, makeStores(true))
    expect(screen.getByTestId('guess-score').textContent).toContain(GUESS_PAGE_TEXTS.record(3, 5))
    fireEvent.click(screen.getAllByTestId('guess-plate-option')[0])
    await flush()
    fireEvent.click(screen.getAllByTestId('guess-plate-option')[0])
    await flush()
    expect(api.misc.guessPlate).toHaveBeenCalledTimes(1)
    expect(calls.toast).toHaveBeenLastCalledWith(GUESS_PLATE_TEXTS.guessed)
    expect(calls.toast).not.toHaveBeenCalledWith(GUESS_MESSAGES.again)
    // Today's guess is not settled: 猜中 3/5 stays until the cut-off.
    expect(screen.getByTestId('guess-score').textContent).toContain(GUESS_PAGE_TEXTS.record(3, 5))
  })

  it('asks a visitor to log in before guessing', async () => {
    setupPlatform()
    setRoute('activity/guessPlate/index')
    api.misc.guessPlateRound.mockResolvedValue(overview({ score: null, history: [] }))
    await renderPage(GuessPlatePage, makeStores(false))
    expect(screen.getByText(GUESS_PAGE_TEXTS.loginHint)).toBeTruthy()
    fireEvent.click(screen.getAllByTestId('guess-plate-option')[0])
    await flush()
    expect(api.misc.guessPlate).not.toHaveBeenCalled()
    expect(requireLogin).toHaveBeenCalledTimes(1)
  })

  it('on a day without trading says when the next round opens', async () => {
    setupPlatform()
    setRoute('activity/guessPlate/index')
    api.misc.guessPlateRound.mockResolvedValue(overview({ round: null, nextRoundDate: '2026-11-23' }))
    api.page.info.mockResolvedValue({
      pageId: 'guess-plate',
      title: '天天猜板块',
      shareTitle: null,
      shareDesc: '每个交易日 15:00 前竞猜',
      shareImg: null,
      bgColor: null,
      modules: [],
    })
    await renderPage(GuessPlatePage, makeStores(true))
    expect(api.page.info).toHaveBeenCalledWith('guess-plate')
    expect(screen.getByTestId('guess-intro').textContent).toBe('每个交易日 15:00 前竞猜')
    expect(screen.getByTestId('guess-closed-day').textContent).toBe(GUESS_PAGE_TEXTS.noRound)
    expect(screen.getByTestId('guess-next').textContent).toBe('下一轮 11月23日 开放')
    expect(screen.queryAllByTestId('guess-plate-option')).toHaveLength(0)
  })

  it('rule pages show the rules the server configures for them', async () => {
    setupPlatform()
    setRoute('activity/guessPlate/rule2')
    const info: PageInfo = {
      pageId: 'guess-plate-rule2',
      title: '活动规则',
      shareTitle: null,
      shareDesc: null,
      shareImg: null,
      bgColor: null,
      modules: [
        { moduleId: 'm1', type: 'rules', title: '积分与连胜', config: { items: ['每猜中一轮得 10 积分。', 7] } },
        { moduleId: 'm2', type: 'banner', title: 'x', config: {} },
      ],
    }
    api.page.info.mockResolvedValue(info)
    await renderPage(GuessPlateRule2, makeStores(false))
    expect(api.page.info).toHaveBeenCalledWith('guess-plate-rule2')
    expect(screen.getAllByTestId('campaign-rule').map((r) => r.textContent)).toEqual(['1. 每猜中一轮得 10 积分。'])
  })
})
