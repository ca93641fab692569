import { useQuery } from '@tanstack/react-query'
import type { SessionAttendees } from '../../../domain/attendance'

export const sessionKeys = {
  attendees: (eventId: string) => ['/api/my-events', eventId, 'attendees'] as const,
}

export const useSessionAttendees = (eventId: string, enabled: boolean) =>
  useQuery<SessionAttendees>({ queryKey: sessionKeys.attendees(eventId), enabled, retry: false })
