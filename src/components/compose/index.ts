export { ComposeChips } from './ComposeChips'
export { ComposeImages, COMPOSE_IMAGE_TEXTS } from './ComposeImages'
export { VoteEditor, VOTE_EDITOR_TEXTS, blankVote, voteEndDate } from './VoteEditor'
