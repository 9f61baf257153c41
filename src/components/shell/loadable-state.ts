import type { LoadableView } from '@/stores'

/**
 * The shell's states for a page whose content is one loadable value (a game, a profile, badges, rules): loading
 * only until its first answer, the error only while there is nothing to show (a failed reload keeps what is shown),
 * and a tap on the error asks again. `feedShellState` is the same for a page that is one list.
 */
export function loadableShellState(
  item: Pick<LoadableView<unknown>, 'data' | 'loading' | 'error' | 'reload'> & { savedAt?: number | null },
) {
  const shown = item.data !== null
  return {
    loading: item.loading && !shown,
    error: shown ? null : item.error,
    onRetry: () => void item.reload(),
    copySavedAt: item.savedAt ?? null,
  }
}
