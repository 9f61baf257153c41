import { Text } from '@tarojs/components'
import type { WornBadge } from '@shared/api'
import './kit.css'

/** The show-role badge a person wears, beside their name (docs/product.md §4.18); nothing when none. */
export function RoleBadge({ badge }: { badge?: WornBadge | null }) {
  if (!badge) return null
  return <Text className="kit-role-badge" data-testid="role-badge">{`${badge.icon}${badge.name}`}</Text>
}
