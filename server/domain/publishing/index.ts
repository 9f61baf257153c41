/**
 * Writing content (docs/product.md §4.7, §4.14): long articles, posts with their votes, comments and replies,
 * removing one's own, and the checks of what a post may name. Routes import from here.
 */
export { publishArticle, type ArticleDraft } from './articles'
export { publishPost, type PostContext, type PostDraft } from './posts'
export { publishComment, removeOwnComment, type CommentDraft } from './comments'
export { removeOwnDynamic } from './removal'
export { insertDynamic, resolveStocks, resolveTopics, type NewDynamic } from './dynamics'
export { checkNewVote, insertVote, requireOwnVote, type CheckedVote } from './votes'
export { DUPLICATE_COMMENT_MESSAGE, DUPLICATE_COMMENT_WINDOW_MS, PUBLISH_MESSAGES } from './messages'
