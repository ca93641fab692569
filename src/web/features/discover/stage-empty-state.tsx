import { useQuery } from '@tanstack/react-query'
import { Baby, X } from 'lucide-react'
import { Link } from 'wouter'
import { Button, buttonVariants } from '../../components/ui/button'
import { EmptyState } from './states'

/**
 * "For my stage" found nothing: either the family has no dates yet (the way to add one), or no class fits them in
 * this period (the way back to every class).
 */
export function StageEmptyState({ onClear }: { onClear: () => void }) {
  const dates = useQuery<unknown[]>({ queryKey: ['/api/my-stages'] })
  const none = dates.data !== undefined && dates.data.length === 0
  return (
    <EmptyState
      icon={<Baby className="size-10 text-muted-foreground" aria-hidden="true" />}
      title={none ? 'Add a date to see classes for your stage' : 'No classes for your stage here yet'}
      hint={
        none
          ? 'Add your due date or your baby’s birth date in Settings. Only you see it.'
          : 'Try another month, or clear the filters to see every event.'
      }
    >
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {none && (
          <Link href="/settings" className={buttonVariants()}>
            Add a Date in Settings
          </Link>
        )}
        <Button variant="outline" onClick={onClear}>
          <X aria-hidden="true" /> Clear filters
        </Button>
      </div>
    </EmptyState>
  )
}
