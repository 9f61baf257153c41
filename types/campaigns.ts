/**
 * The guess-the-sector game's fixed facts, shared by the page (what it says and refuses before
 * sending) and the reference server (what it enforces). docs/product.md §4.18.
 */
export const GUESS_RULES = {
  /** Guesses close at this Beijing time on trading days: the exchange's close. */
  cutoff: '15:00',
  /** Points for a correct guess; a wrong one costs nothing. */
  pointsPerWin: 10,
} as const

/** Why a guess is refused; the server answers these, and the page says the same before sending. */
export const GUESS_MESSAGES = {
  noRound: '竞猜轮次不存在',
  notCurrent: '只能竞猜当日开放的轮次',
  closed: '本轮竞猜已截止',
  again: '您已参与本轮竞猜，每轮只能猜一次',
  noPlate: '板块不存在',
} as const
