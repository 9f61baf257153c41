import { Text, View } from '@tarojs/components'
import { Picture } from '@/components/kit'
import type { AuthorBrief } from '@shared/api'
import { FollowButton } from '@/components/follow'
import { openAccount } from '@/navigation'
import { DECORATIVE_IMAGE } from '@/components/kit/image-alt'
import './article.css'

export interface AuthorHeaderProps {
  author: AuthorBrief
  accountId: string
  /** Shown under the name, already formatted. */
  time: string
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

/** Avatar, nickname, verified mark, time, and the follow button (none on one's own content). */
export function AuthorHeader({ author, accountId, time }: AuthorHeaderProps) {
  return (
    <View className="article-author" data-testid="author-header">
      {author.avatar ? (
        <Picture
          imgProps={DECORATIVE_IMAGE}
          className="article-author__avatar"
          data-testid="author-avatar"
          src={author.avatar}
          mode="aspectFill"
          onClick={() => void openAccount(accountId, author.kind)}
        />
      ) : (
        <View className="article-author__avatar article-author__avatar--empty" />
      )}
      <View className="article-author__who" onClick={() => void openAccount(accountId, author.kind)}>
        <View className="article-author__line">
          <Text className="article-author__name">{author.nickName}</Text>
          <VerifiedMark kind={author.kind} />
        </View>
        <Text className="article-author__time">{time}</Text>
      </View>
      <FollowButton accountId={accountId} look="header" />
    </View>
  )
}
