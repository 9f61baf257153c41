/** The campaigns (docs/product.md §4.18): the guess-the-sector game and the show-role badges and benefits. */
export { closesAt, guessOverview, isTradingDay, placeGuess } from './guess-plate'
export { SHOW_ROLE_MESSAGES, claimBenefit, showRoleInfo, wearBadge } from './show-role'
