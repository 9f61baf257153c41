import { Text, View, WebView } from '@tarojs/components'
import { PageShell } from '@/components/shell'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { isAllowedWebviewUrl, WEBVIEW_REFUSED_MESSAGE } from '@/navigation/decide-open'
import { currentWebviewHosts } from '@/navigation/webview-hosts'

/**
 * Outside pages inside ours: only allow-listed http(s) addresses are shown (the same check as the
 * opener's, because this page can also be reached by a typed or shared address).
 */
export default function WebviewPage() {
  const { params } = useRouteInfo()
  // Checked and shown as the same string: the opener trims, so does this page.
  const url = (params.url ?? '').trim()
  const allowed = isAllowedWebviewUrl(url, currentWebviewHosts())
  return (
    <PageShell path="pages/webview/index">
      {allowed ? (
        <WebView src={url} />
      ) : (
        <View className="state-view" data-testid="webview-refused">
          <Text className="state-view__text">{WEBVIEW_REFUSED_MESSAGE}</Text>
        </View>
      )}
    </PageShell>
  )
}
