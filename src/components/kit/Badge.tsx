import { Text } from '@tarojs/components'
import { LIMITS } from '@/config/constants'
import './kit.css'

/** '999+' above the maximum; nothing for zero, negative or missing counts. */
export function badgeText(count: number | null | undefined, max: number = LIMITS.badgeMax): string {
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return ''
  return count > max ? `${max}+` : String(Math.floor(count))
}

export interface BadgeProps {
  count?: number | null
  max?: number
  /** A plain red dot instead of a number. */
  dot?: boolean
}

export function Badge({ count, max, dot = false }: BadgeProps) {
  if (dot) return <Text className="kit-badge kit-badge--dot" data-testid="badge" />
  const text = badgeText(count, max)
  if (!text) return null
  return (
    <Text className="kit-badge" data-testid="badge">
      {text}
    </Text>
  )
}
