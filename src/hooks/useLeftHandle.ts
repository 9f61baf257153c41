import { useEffect, useRef } from 'react'
import { getPlatform } from '@/platform'

/**
 * While the page is open, the app's left (back) button comes to the page as a 'back' event instead
 * of leaving it (the add-stock page, docs/product.md §2.7); the page decides what back means.
 */
export function useLeftHandle(onBack: () => void): void {
  const latest = useRef(onBack)
  latest.current = onBack
  useEffect(() => {
    const platform = getPlatform()
    platform.setLeftHandle(true)
    const off = platform.events.on('back', () => latest.current())
    return () => {
      off()
      platform.setLeftHandle(false)
    }
  }, [])
}
