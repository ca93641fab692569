import { toast } from '../../components/ui/use-toast'
import { useAuth } from '../../lib/auth'
import { useFavoriteIds, useToggleFavorite } from './api'

/** Favourite state and toggle for signed-in users; errors show the spec's toast. */
export function useFavorites() {
  const { isAuthenticated } = useAuth()
  const ids = useFavoriteIds(isAuthenticated)
  const toggle = useToggleFavorite()
  return {
    enabled: isAuthenticated,
    isFavorite: (id: string) => ids.data?.has(id) ?? false,
    pending: toggle.isPending,
    toggle: (providerId: string) =>
      toggle.mutate(
        { providerId, favorite: !(ids.data?.has(providerId) ?? false) },
        { onError: () => toast({ title: 'Failed to update favorites', variant: 'destructive' }) },
      ),
  }
}
