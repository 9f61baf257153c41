import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { findRoute } from '@/config/routes'
import { TEXTS } from '@/config/constants'
import { inMiniProgram } from '@/navigation'
import { goBackFrom } from '@/navigation/back'
import { PageShell } from './PageShell'

/**
 * Lives, news and short videos are not shown in the mini-program (docs/product.md §6.3). A page of
 * theirs opened there anyway (a shared link) says so, with a way back.
 */
export function MiniProgramBlockedView({ path }: { path: string }) {
  return (
    <View className="state-view" data-testid="mini-program-blocked">
      <Text className="state-view__text">{TEXTS.viewInApp}</Text>
      <Text
        className="state-view__action"
        data-testid="mini-program-blocked-back"
        onClick={() => goBackFrom(findRoute(path)?.pageCode ?? '')}
      >
        返回
      </Text>
    </View>
  )
}

/** A page the mini-program does not show (lives, short videos): there, its shell says so; elsewhere, the page. */
export function NotInMiniProgram({ path, children }: { path: string; children: ReactNode }) {
  if (!inMiniProgram()) return <>{children}</>
  return (
    <PageShell path={path}>
      <MiniProgramBlockedView path={path} />
    </PageShell>
  )
}
