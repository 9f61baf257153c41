import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PagedFeed, POST_BUTTON_TEXTS, PostButton, feedShellState } from '@/components/feed'
import { PageShell } from '@/components/shell'
import { useListQuery, useLoadable } from '@/hooks'
import { useDynamics, useSession, useEtfBoards } from '@/stores'
import { ETF_BOARDS, circleConfig, type EtfBoardKind } from './boards'
import { CircleAccounts } from './CircleAccounts'
import { ETF_TEXTS } from './texts'
import './etf.css'

/**
 * An ETF circle (docs/product.md §4.17): its accounts, their posts and what readers posted into its
 * circle, newest first, and 发帖 into that circle. A reader's new post heads the feed once sent.
 */
export const EtfCircleView = observer(function EtfCircleView({ kind }: { kind: EtfBoardKind }) {
  const board = ETF_BOARDS[kind]
  const config = circleConfig(kind)
  const store = useEtfBoards()
  const dynamics = useDynamics()
  const session = useSession()
  const accounts = useLoadable(() => store.circleAccounts(config.accountIds), `${kind}|${session.accountId}`)
  const list = useListQuery(
    () => dynamics.feed({ kind: 'etfCircle', accountIds: config.accountIds, circleId: config.circleId }),
    `${kind}|${session.accountId}`,
  )
  const shell = feedShellState(list)
  return (
    <PageShell
      path={board.circlePath}
      {...shell}
      // An empty circle still shows its accounts and the way to post.
      empty={false}
      onRefresh={() => Promise.all([accounts.reload(), list.refresh()])}
    >
      <View className="etf-page" data-testid="etf-circle" data-kind={kind}>
        <CircleAccounts accounts={accounts.data ?? []} />
        {shell.empty ? (
          <Text className="etf-section__state" data-testid="etf-circle-empty">
            {ETF_TEXTS.circleEmpty}
          </Text>
        ) : (
          <PagedFeed list={list} />
        )}
        <PostButton
          label={POST_BUTTON_TEXTS.circle}
          circleId={config.circleId}
          className="post-button post-button--floating"
        />
      </View>
    </PageShell>
  )
})
