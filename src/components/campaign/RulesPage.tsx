import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { findRoute, type RoutePath } from '@/config/routes'
import { PageShell, loadableShellState } from '@/components/shell'
import { useLoadable } from '@/hooks'
import './campaign.css'
import { useGuessPlate } from '@/stores'

/**
 * A campaign's rules page: the rule lines operations configure for the page (its page code is
 * the configuration's page id), so a rule changes without a release.
 */
export const RulesPage = observer(function RulesPage({ path }: { path: RoutePath }) {
  const store = useGuessPlate()
  const pageId = findRoute(path)?.pageCode ?? path
  const rules = useLoadable(() => store.rules(pageId), pageId)
  const sections = rules.data ?? []
  return (
    <PageShell path={path} {...loadableShellState(rules)} empty={rules.data !== null && sections.length === 0}>
      <View className="campaign-rules" data-testid="campaign-rules">
        {sections.map((section) => (
          <View key={section.title} className="campaign-rules__section">
            <Text className="campaign-rules__title">{section.title}</Text>
            {section.items.map((item, i) => (
              <Text key={item} className="campaign-rules__item" data-testid="campaign-rule">
                {`${i + 1}. ${item}`}
              </Text>
            ))}
          </View>
        ))}
      </View>
    </PageShell>
  )
})
