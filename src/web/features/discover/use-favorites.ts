import { toast } from '../../components/ui/use-toast'
import { useAuth } from '../../lib/auth'
import { useFavoriteIds, useToggleFavorite } from './api'

const NO_IDS: ReadonlySet<string> = new Set()

/** Favourite state and toggle for signed-in users; errors show the spec's toast. */
export function useFavorites() {
  const { isAuthenticated } = useAuth()
  const ids = useFavoriteIds(isAuthenticated)
  const toggle = useToggleFavorite()
  return {
    enabled: isAuthenticated,
    /** Known once loaded; until then, none. */
    ids: ids.data ?? NO_IDS,
    isFavorite: (id: string) => ids.data?.has(id) ?? false,
    pending: toggle.isPending,
    toggle: (providerId: string) =>
      toggle.mutate(
        { providerId, favorite: !(ids.data?.has(providerId) ?? false) },
        { onError: () => toast({ title: 'Failed to update favorites', variant: 'destructive' }) },
      ),
  }
}
