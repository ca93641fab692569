import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { type Event, EventSchema } from '../../../domain/events'
import {
  PaymentConfigSchema,
  PaymentIntentResponseSchema,
  type TestConfirm,
  TestConfirmResponseSchema,
} from '../../../domain/payments'
import { type PreferencesInput, PreferencesSchema } from '../../../domain/preferences'
import {
  type CreateRegistration,
  EventRegistrationSchema,
  MyPlacesSchema,
  MyRegistrationSchema,
  OfferLinkSchema,
  RegistrationSchema,
  WaitlistEntrySchema,
} from '../../../domain/registrations'
import { ApiError, apiJson } from '../../lib/api'
import { waitlistKey } from '../../lib/join-waitlist'
import { preferencesKey } from '../../lib/save-profile'

export const registrationKeys = {
  all: ['registrations'] as const,
  mine: () => [...registrationKeys.all, 'mine'] as const,
  forEvent: (id: string) => [...registrationKeys.all, 'event', id] as const,
  // Shared with the event page (discover/api.ts), so joining here and leaving there show in both.
  waitlist: waitlistKey,
  places: () => [...registrationKeys.all, 'places'] as const,
}

/** The reader's waitlist places and the seats held while paying (issue 26.10). */
export const useMyPlaces = (enabled = true) =>
  useQuery({
    queryKey: registrationKeys.places(),
    queryFn: () => apiJson('GET', '/api/my-places', undefined, MyPlacesSchema),
    enabled,
    // A hold or an offer lapses with time, and a place in line moves: read it fresh on each visit.
    staleTime: 0,
  })

/** Leaves an event's waitlist from My Events; the event page's view of it follows. */
export function useLeaveWaitlistHere() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (eventId: string) => apiJson('DELETE', `/api/events/${eventId}/waitlist`),
    onSuccess: (_r, eventId) => {
      void qc.invalidateQueries({ queryKey: registrationKeys.places() })
      void qc.invalidateQueries({ queryKey: waitlistKey(eventId) })
    },
  })
}

export const useEvent = (id: string) =>
  useQuery<Event>({
    queryKey: ['/api/events', id, 'registration-view'],
    queryFn: () => apiJson('GET', `/api/events/${id}`, undefined, EventSchema),
  })

export const useMyRegistrations = (enabled = true) =>
  useQuery({
    queryKey: registrationKeys.mine(),
    queryFn: () => apiJson('GET', '/api/my-registrations', undefined, z.array(MyRegistrationSchema)),
    enabled,
  })

export const useEventRegistration = (eventId: string, enabled: boolean) =>
  useQuery({
    queryKey: registrationKeys.forEvent(eventId),
    // null: no registration (an answer, not an error).
    queryFn: () =>
      apiJson('GET', `/api/events/${eventId}/registration`, undefined, EventRegistrationSchema.nullable()),
    enabled,
  })

export const useWaitlistEntry = (eventId: string, enabled: boolean) =>
  useQuery({
    queryKey: registrationKeys.waitlist(eventId),
    queryFn: () =>
      apiJson('GET', `/api/events/${eventId}/waitlist`, undefined, WaitlistEntrySchema.nullable()),
    enabled,
  })

/** What the offer email's link means for this account; null without a link. */
export const useOfferLink = (eventId: string, token: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [...registrationKeys.all, 'offer', eventId, token],
    queryFn: () =>
      apiJson(
        'GET',
        `/api/events/${eventId}/waitlist/offer?token=${encodeURIComponent(token ?? '')}`,
        undefined,
        OfferLinkSchema,
      ),
    enabled: enabled && !!token,
    retry: false,
  })

export const usePaymentConfig = () =>
  useQuery({
    queryKey: ['/api/payments/config'],
    queryFn: () => apiJson('GET', '/api/payments/config', undefined, PaymentConfigSchema),
  })

export const usePreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: () => apiJson('GET', '/api/user/preferences', undefined, PreferencesSchema),
  })

function useInvalidateRegistrations() {
  const qc = useQueryClient()
  return () => {
    void qc.invalidateQueries({ queryKey: registrationKeys.all })
    void qc.invalidateQueries({ queryKey: ['/api/events'] })
  }
}

export function useRegister() {
  const invalidate = useInvalidateRegistrations()
  return useMutation({
    mutationFn: (input: CreateRegistration) =>
      apiJson('POST', '/api/registrations', input, RegistrationSchema),
    onSuccess: invalidate,
  })
}

export function useCancelRegistration() {
  const invalidate = useInvalidateRegistrations()
  return useMutation({
    mutationFn: (registrationId: string) =>
      apiJson('DELETE', `/api/registrations/${registrationId}`, undefined, RegistrationSchema),
    onSuccess: invalidate,
  })
}

export const createPaymentIntent = (eventId: string, amount: number) =>
  apiJson('POST', '/api/create-payment-intent', { eventId, amount }, PaymentIntentResponseSchema)

/**
 * The built-in processor's card form. A succeeded payment is also the registration (the answer carries it), so a
 * paid registration is two requests: the intent, then this (issue 28.1).
 */
export function useConfirmTestPayment() {
  const invalidate = useInvalidateRegistrations()
  return useMutation({
    mutationFn: (input: TestConfirm) =>
      apiJson('POST', '/api/payments/test/confirm', input, TestConfirmResponseSchema),
    onSuccess: invalidate,
  })
}

export function useSavePreferences() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: PreferencesInput) =>
      apiJson('POST', '/api/user/preferences', input, PreferencesSchema),
    onSuccess: (data) => qc.setQueryData(preferencesKey, data),
  })
}

/** The message the server gave for one field of a refused form, if any. */
export const fieldMessage = (e: unknown, path: string) =>
  e instanceof ApiError ? e.body?.errors?.find((f) => f.path === path)?.message : undefined

/** The server's sentence when there is one, else the spec's fallback. */
export const messageOr = (e: unknown, fallback: string) =>
  e instanceof ApiError && e.body?.message ? e.body.message : fallback
