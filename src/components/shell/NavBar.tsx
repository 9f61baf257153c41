import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, type ReactNode } from 'react'
import { COMMUNITY_NAME } from '@/config/routes'
import { useNavBarLayout } from '@/hooks/useNavBarLayout'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { goBackFrom } from '@/navigation/back'
import { isNavBarHidden } from '@shared/nav-bar'

export interface NavBarProps {
  /** Defaults to the route table's title for the open page. */
  title?: string
  /** Route-table path when it cannot be read from the router (tests, pages rendered by hand). */
  path?: string
  /** false hides the back button. */
  back?: boolean
  /** Return true to handle back yourself; otherwise the four back rules apply. */
  onBack?: () => boolean | void
  right?: ReactNode
}

/**
 * The custom navigation bar of every page: fixed at the top, coloured by the theme variables,
 * below the status area (safe area on H5, the app's inset, or the wx status bar) and level with the
 * mini-program's capsule buttons. A spacer of the same height keeps content from sliding under it.
 */
export function NavBar({ title, path, back = true, onBack, right }: NavBarProps) {
  const { entry, params } = useRouteInfo(path)
  const layout = useNavBarLayout()
  const text = title ?? entry?.title ?? COMMUNITY_NAME

  useEffect(() => {
    // Keeps the browser tab / history entry named like the page; harmless where the bar is custom.
    Taro.setNavigationBarTitle({ title: text }).catch(() => undefined)
  }, [text])

  if (isNavBarHidden(params)) return null

  const handleBack = () => {
    if (onBack?.() === true) return
    goBackFrom(entry?.pageCode ?? '')
  }
  const barHeight = `${layout.barHeight}px`
  return (
    <View className="nav-bar-holder" data-testid="nav-bar-holder">
      <View className="nav-bar" data-testid="nav-bar" style={{ paddingTop: layout.statusBar }}>
        <View className="nav-bar__inner" style={{ height: barHeight, paddingRight: `${layout.sidePaddingRight}px` }}>
          {back ? (
            <View
              className="nav-bar__back"
              data-testid="nav-bar-back"
              role="button"
              aria-label="返回"
              onClick={handleBack}
            >
              <View className="nav-bar__back-arrow" />
            </View>
          ) : null}
          <Text className="nav-bar__title" data-testid="nav-bar-title">
            {text}
          </Text>
          <View className="nav-bar__right">{right}</View>
        </View>
      </View>
      <View className="nav-bar-spacer" style={{ paddingTop: layout.statusBar, height: barHeight }} />
    </View>
  )
}
