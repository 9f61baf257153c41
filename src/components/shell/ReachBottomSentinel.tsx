import { View } from '@tarojs/components'
import { useEffect, useRef } from 'react'
import { LIMITS } from '@/config/constants'

interface ObserverScope {
  IntersectionObserver?: new (
    callback: (entries: { isIntersecting: boolean }[]) => void,
    options: { rootMargin: string },
  ) => { observe(target: unknown): void; disconnect(): void }
}

/**
 * H5: fires when the end of the list comes within the bottom-reach distance of the viewport. It
 * backs up Taro's H5 reach-bottom event, which depends on the page being the window's scroller.
 * Keyed by the item count by its owner, so a short page that stays in view fires again after growth.
 */
export function ReachBottomSentinel({ onReach }: { onReach: () => void }) {
  const ref = useRef<unknown>(null)
  const onReachRef = useRef(onReach)
  onReachRef.current = onReach
  useEffect(() => {
    const Observer = (globalThis as ObserverScope).IntersectionObserver
    if (!Observer || !ref.current) return
    const observer = new Observer(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachRef.current()
      },
      { rootMargin: `0px 0px ${LIMITS.bottomReachDistancePx}px 0px` },
    )
    observer.observe(ref.current)
    return () => observer.disconnect()
  }, [])
  return <View className="reach-bottom-sentinel" data-testid="reach-bottom-sentinel" ref={ref} />
}
