/** The article components: body, author, stocks, vote, actions, comments and the comment composer. */
import './article.css'

export { sanitizeArticleHtml, isSafeUrl, isSafeStyle } from './sanitize'
export { userText, failureText } from './text'
export { authOf, viewerIdOf, ensureLoggedIn } from './viewer'
export { ArticleBody, type ArticleBodyProps } from './ArticleBody'
export {
  AuthorHeader,
  FollowButton,
  VerifiedMark,
  type AuthorHeaderProps,
  type FollowButtonProps,
} from './AuthorHeader'
export { StockTags } from './StockTags'
export { VoteCard, votePercent, type VoteCardProps } from './VoteCard'
export { ArticleActions, type ArticleActionsProps } from './ArticleActions'
export { CommentItem, type CommentItemProps } from './CommentItem'
export { CommentList, type CommentListProps } from './CommentList'
export { CommentComposer, type CommentComposerProps } from './CommentComposer'
export { useCommentDraft, commentDraftKey, type CommentDraft } from './useCommentDraft'
export { useArticleComments, type ArticleComments } from './useArticleComments'
export { useLike, type LikeState } from './useLike'
export { useCollect, type CollectState } from './useCollect'
export { useFollowAuthor, type FollowState } from './useFollowAuthor'
export { cleanContentId, isGoneError, DETAIL_TEXTS } from './detail-state'
export { useLoaded, type Loaded } from './useLoaded'
export { decideArticleLink, tappedHref, type ArticleLinkAction } from './article-links'
