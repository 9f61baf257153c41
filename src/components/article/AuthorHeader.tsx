import { Image, Text, View } from '@tarojs/components'
import type { AuthorBrief } from '@shared/api'
import { observer } from 'mobx-react-lite'
import type { SessionStore } from '@/stores'
import { useFollowAuthor } from './useFollowAuthor'

export interface AuthorHeaderProps {
  author: AuthorBrief
  accountId: string
  followed: boolean
  /** Shown under the name, already formatted. */
  time: string
  session: SessionStore
}

/** Big-V and organisation accounts carry a mark beside the name, so readers see who is verified. */
export function VerifiedMark({ kind }: { kind: AuthorBrief['kind'] }) {
  if (kind === 'user') return null
  return (
    <Text className={`article-author__mark article-author__mark--${kind}`} data-testid="verified-mark">
      {kind === 'org' ? '机构' : 'V'}
    </Text>
  )
}

export interface FollowButtonProps {
  session: SessionStore
  toAccountId: string
  followed: boolean
}

export function FollowButton({ session, toAccountId, followed }: FollowButtonProps) {
  const follow = useFollowAuthor(session, toAccountId, followed)
  return (
    <View
      className={`article-follow${follow.followed ? ' article-follow--on' : ''}${follow.busy ? ' is-busy' : ''}`}
      data-testid="follow-button"
      data-busy={follow.busy ? '1' : '0'}
      onClick={() => void follow.toggle()}
    >
      {follow.followed ? '已关注' : '+ 关注'}
    </View>
  )
}

/** Avatar, nickname, verified mark, time, and a follow button (not on one's own content). */
export const AuthorHeader = observer(function AuthorHeader(props: AuthorHeaderProps) {
  const { author, accountId, followed, time, session } = props
  const mine = session.accountId !== '' && session.accountId === accountId
  return (
    <View className="article-author" data-testid="author-header">
      {author.avatar ? (
        <Image className="article-author__avatar" src={author.avatar} mode="aspectFill" />
      ) : (
        <View className="article-author__avatar article-author__avatar--empty" />
      )}
      <View className="article-author__who">
        <View className="article-author__line">
          <Text className="article-author__name">{author.nickName}</Text>
          <VerifiedMark kind={author.kind} />
        </View>
        <Text className="article-author__time">{time}</Text>
      </View>
      {mine ? null : <FollowButton session={session} toAccountId={accountId} followed={followed} />}
    </View>
  )
})
