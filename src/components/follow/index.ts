export { FollowStrip, type FollowStripProps } from './FollowStrip'
export { FollowButton, FOLLOW_TEXTS, type FollowButtonProps } from './FollowButton'
export { AccountHeader, ACCOUNT_HEADER_TEXTS } from './AccountHeader'
export { LoginPrompt, LOGIN_PROMPT_TEXTS } from './LoginPrompt'
