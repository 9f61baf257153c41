import { Text, View, WebView } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageShell } from '@/components/shell'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { isAllowedWebviewUrl, WEBVIEW_REFUSED_MESSAGE } from '@/navigation/decide-open'
import { webviewHosts } from '@/navigation/app-settings'

/**
 * Outside pages inside ours: only sites we vouch for (the mini-program: its business domains) are shown, by the
 * same check as the opener's, because this page can also be reached by a typed or shared address
 * (docs/product.md §2.6). The trusted list may wait for the server's answer; until then the page is loading.
 */
export default function WebviewPage() {
  const { params } = useRouteInfo()
  // Checked and shown as the same string: the opener trims, so does this page.
  const url = (params.url ?? '').trim()
  const [hosts, setHosts] = useState<readonly string[] | null>(null)
  useEffect(() => {
    let live = true
    void webviewHosts().then((list) => {
      if (live) setHosts(list)
    })
    return () => {
      live = false
    }
  }, [])
  const allowed = hosts !== null && isAllowedWebviewUrl(url, hosts)
  return (
    <PageShell path="pages/webview/index" loading={hosts === null}>
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
