import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Accommodation, MarkAccommodation } from '../../../domain/accommodations'
import type { Attendee, CancelRegistration } from '../../../domain/admin-registrations'
import type { EventForm } from '../../../domain/event-form'
import type { StaffEvent } from '../../../domain/events'
import { ApiError, apiJson } from '../../lib/api'

export interface Tag {
  id: number
  tagName: string
  category: string
}
/** The fields of GET /api/providers this form uses (another area owns that endpoint). */
export interface DirectoryProvider {
  id: string
  firstName: string
  lastName: string
  title: string
  credentials?: string[]
  bio?: string | null
  profilePhotoUrl?: string | null
}

export const adminEventKeys = {
  event: (id: string) => ['/api/events', id] as const,
  events: ['/api/events'] as const,
  tags: ['/api/tags'] as const,
  eventTags: (id: string) => ['/api/events', id, 'tags'] as const,
  providers: ['/api/providers'] as const,
  attendees: (id: string) => ['/api/events', id, 'registrations'] as const,
}

export const useTags = (enabled: boolean) => useQuery<Tag[]>({ queryKey: adminEventKeys.tags, enabled })
export const useEventTags = (id: string | null) =>
  useQuery<Tag[]>({ queryKey: adminEventKeys.eventTags(id ?? ''), enabled: !!id })
export const useStaffEvent = (id: string | null) =>
  useQuery<StaffEvent>({ queryKey: adminEventKeys.event(id ?? ''), enabled: !!id })
export const useAttendees = (id: string, enabled: boolean) =>
  useQuery<Attendee[]>({ queryKey: adminEventKeys.attendees(id), enabled })

/** The directory is optional here: if it is not there (404) the admin simply types the provider. */
export const useDirectoryProviders = (enabled: boolean) =>
  useQuery<DirectoryProvider[]>({
    queryKey: adminEventKeys.providers,
    enabled,
    queryFn: async () => {
      try {
        return await apiJson<DirectoryProvider[]>('GET', '/api/providers')
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return []
        throw e
      }
    },
  })

export function useSaveEvent(editId: string | null) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (values: EventForm) =>
      editId
        ? apiJson<StaffEvent>('PATCH', `/api/events/${editId}`, values)
        : apiJson<StaffEvent>('POST', '/api/events', values),
    onSuccess: (saved) => {
      qc.setQueryData(adminEventKeys.event(saved.id), saved)
      void qc.invalidateQueries({ queryKey: adminEventKeys.events })
      void qc.invalidateQueries({ queryKey: adminEventKeys.eventTags(saved.id) })
    },
  })
}

export function usePublishEvent() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiJson<StaffEvent>('PATCH', `/api/events/${id}`, { status: 'published' }),
    onSuccess: (saved) => {
      qc.setQueryData(adminEventKeys.event(saved.id), saved)
      void qc.invalidateQueries({ queryKey: adminEventKeys.events })
    },
  })
}

export function useCancelRegistration(eventId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: CancelRegistration & { id: string }) =>
      apiJson<{ id: string; refunded: boolean }>('POST', `/api/registrations/${id}/cancel`, body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: adminEventKeys.attendees(eventId) })
      void qc.invalidateQueries({ queryKey: adminEventKeys.event(eventId) })
    },
  })
}

/** Arranged or Not possible, with a note the family reads in My Events (issue 29.3). */
export function useMarkAccommodation(eventId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: MarkAccommodation & { id: string }) =>
      apiJson<Accommodation>('PUT', `/api/accommodations/${id}`, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: adminEventKeys.attendees(eventId) }),
  })
}
