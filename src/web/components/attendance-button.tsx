import { ApiError } from '../lib/api'
import { useSetAttendance } from '../lib/attendance'
import { Button } from './ui/button'
import { toast } from './ui/use-toast'

/** Marks one family attended or absent by hand; the list refetches after it. */
export function AttendanceButton(props: {
  registrationId: string
  name: string
  attended: boolean
  invalidate: readonly unknown[]
}) {
  const set = useSetAttendance(props.invalidate)

  const next = !props.attended
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={set.isPending}
      aria-label={`${next ? 'Mark attended' : 'Mark absent'}: ${props.name}`}
      onClick={() =>
        set.mutate(
          { registrationId: props.registrationId, attended: next },
          {
            onError: (e) =>
              toast({
                variant: 'destructive',
                title: 'Attendance not saved',
                description: e instanceof ApiError ? e.userMessage : 'Please try again.',
              }),
          },
        )
      }
    >
      {next ? 'Mark attended' : 'Mark absent'}
    </Button>
  )
}
