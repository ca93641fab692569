import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  AuditPageSchema,
  DashboardMetricsSchema,
  type UserListQuery,
  UserPageSchema,
} from '../../../domain/admin'
import { ProviderEventSchema } from '../../../domain/events'
import {
  AdminProposalSchema,
  ApproveResultSchema,
  type ProposalPatch,
  type ProposalSubmissionInput,
  ProviderProposalSchema,
  type StatusChange,
} from '../../../domain/proposals'
import { AdminProviderSchema, type ProviderInputSchema } from '../../../domain/provider-form'
import type { Role } from '../../../domain/roles'
import { apiJson } from '../../lib/api'
import { invalidateEvents, invalidateProposals, invalidateProviders } from '../../lib/invalidate'

export const communityKeys = {
  proposals: ['/api/event-proposals'] as const,
  myEvents: ['/api/my-events'] as const,
  myProposals: ['/api/my-proposals'] as const,
  providers: ['/api/admin/providers'] as const,
  users: (q: Partial<UserListQuery> & { role?: Role }) => ['/api/users', q] as const,
  metrics: ['/api/admin/dashboard-metrics'] as const,
  audit: (page: number) => ['/api/admin/audit', page] as const,
}

const get = <T>(url: string, schema: z.ZodType<T>) => apiJson('GET', url, undefined, schema)

export const useAdminProposals = () =>
  useQuery({
    queryKey: communityKeys.proposals,
    queryFn: () => get('/api/event-proposals', z.array(AdminProposalSchema)),
  })

export function useChangeProposalStatus() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...change }: StatusChange & { id: string }) =>
      apiJson('PATCH', `/api/event-proposals/${id}/status`, change, AdminProposalSchema),
    // Moving in or out of Coming Soon changes the public list; approving also creates a draft event.
    onSuccess: (_p, { status }) =>
      Promise.all([invalidateProposals(qc), status === 'approved' && invalidateEvents(qc)]),
  })
}

export function useApproveProposal() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...notes }: { id: string; reviewNotes?: string; internalNotes?: string }) =>
      apiJson('POST', `/api/event-proposals/${id}/approve`, notes, ApproveResultSchema),
    onSuccess: () => Promise.all([invalidateProposals(qc), invalidateEvents(qc)]),
  })
}

export const useMyEvents = () =>
  useQuery({
    queryKey: communityKeys.myEvents,
    queryFn: () => get('/api/my-events', z.array(ProviderEventSchema)),
  })

export const useMyProposals = () =>
  useQuery({
    queryKey: communityKeys.myProposals,
    queryFn: () => get('/api/my-proposals', z.array(ProviderProposalSchema)),
  })

export function useSaveMyProposal() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: ProposalSubmissionInput | ProposalPatch }) =>
      id
        ? apiJson('PATCH', `/api/my-proposals/${id}`, values, ProviderProposalSchema)
        : apiJson('POST', '/api/my-proposals', values, ProviderProposalSchema),
    onSuccess: () => invalidateProposals(qc),
  })
}

export const useAdminProviders = () =>
  useQuery({
    queryKey: communityKeys.providers,
    queryFn: () => get('/api/admin/providers', z.array(AdminProviderSchema)),
  })

type ProviderBody = z.input<typeof ProviderInputSchema>

export function useSaveProvider() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: ProviderBody }) =>
      id
        ? apiJson('PATCH', `/api/providers/${id}`, values, AdminProviderSchema)
        : apiJson('POST', '/api/providers', values, AdminProviderSchema),
    onSuccess: () => invalidateProviders(qc),
  })
}

export function useDeleteProvider() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, force }: { id: string; force: boolean }) =>
      apiJson('DELETE', `/api/providers/${id}${force ? '?force=true' : ''}`),
    onSuccess: () => invalidateProviders(qc),
  })
}

export function useUsers(q: { q: string; role?: Role; page: number; pageSize: number }) {
  return useQuery({
    queryKey: communityKeys.users(q),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(q.page), pageSize: String(q.pageSize) })
      if (q.q.trim()) params.set('q', q.q.trim())
      if (q.role) params.set('role', q.role)
      return get(`/api/users?${params}`, UserPageSchema)
    },
    placeholderData: (prev) => prev,
  })
}

export function useChangeRole() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      apiJson('PUT', `/api/users/${id}/role`, { role }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['/api/users'] }),
  })
}

export const useDashboardMetrics = () =>
  useQuery({
    queryKey: communityKeys.metrics,
    queryFn: () => get('/api/admin/dashboard-metrics', DashboardMetricsSchema),
    // The dashboard is a live view: read it again each time it is opened.
    staleTime: 0,
  })

export const useAuditLog = (page: number) =>
  useQuery({
    queryKey: communityKeys.audit(page),
    queryFn: () => get(`/api/admin/audit?page=${page}&pageSize=25`, AuditPageSchema),
    placeholderData: (prev) => prev,
    staleTime: 0,
  })
