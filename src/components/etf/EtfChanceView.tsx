import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/shell'
import { useLoadable } from '@/hooks'
import { openRoute } from '@/navigation'
import { ETF_BOARDS, type EtfBoardKind } from './boards'
import { EtfRows } from './EtfRows'
import { EtfThemeCards } from './EtfThemeCards'
import { LoadableSection } from './LoadableSection'
import { ETF_TEXTS } from './texts'
import './etf.css'
import { useEtfBoards } from '@/stores'

/**
 * ETF opportunities (docs/product.md §4.17): the board's ETF list (new ETFs, or the margin-eligible
 * ones), themes with their rises, and the way into the board's circle. Each section loads on its own.
 */
export const EtfChanceView = observer(function EtfChanceView({ kind }: { kind: EtfBoardKind }) {
  const board = ETF_BOARDS[kind]
  const store = useEtfBoards()
  const etfs = useLoadable(() => (board.list === 'new' ? store.newEtfs() : store.marginEtfs()), kind)
  const themes = useLoadable(() => store.themes(board.themeScope), kind)
  return (
    <PageShell
      path={board.chancePath}
      onRetry={() => {
        void etfs.reload()
        void themes.reload()
      }}
    >
      <View className="etf-page" data-testid="etf-chance" data-kind={kind}>
        <Text className="etf-entry" data-testid="etf-circle-entry" onClick={() => void openRoute(board.circlePath)}>
          {board.circleEntry}
        </Text>
        <LoadableSection title={board.listTitle} testId="etf-list" data={etfs} emptyText={ETF_TEXTS.noEtfs}>
          {(items) => <EtfRows etfs={items} />}
        </LoadableSection>
        <LoadableSection title={ETF_TEXTS.themes} testId="etf-themes" data={themes} emptyText={ETF_TEXTS.noThemes}>
          {(items) => <EtfThemeCards themes={items} />}
        </LoadableSection>
      </View>
    </PageShell>
  )
})
