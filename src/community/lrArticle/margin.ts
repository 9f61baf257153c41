/**
 * How the margin-trading list is found. The contract has no list of its own for it, so the page
 * searches articles for the full name of 两融, 融资融券 (margin trading and securities lending),
 * which is how articles spell it.
 */
export const MARGIN_KEYWORD = '融资融券'
