import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type OutboxDetail,
  OutboxDetailSchema,
  type OutboxList,
  OutboxListSchema,
  type OutboxStatus,
} from '../../../domain/outbox'
import { apiJson } from '../../lib/api'

export const outboxKeys = {
  all: ['admin-outbox'] as const,
  list: (status: OutboxStatus | 'all', page: number) => [...outboxKeys.all, 'list', status, page] as const,
  detail: (id: string) => [...outboxKeys.all, 'detail', id] as const,
}

export function useOutboxList(status: OutboxStatus | 'all', page: number, enabled: boolean, q = '') {
  return useQuery<OutboxList>({
    queryKey: [...outboxKeys.list(status, page), q],
    queryFn: () =>
      apiJson(
        'GET',
        `/api/admin/outbox?page=${page}${status === 'all' ? '' : `&status=${status}`}${q ? `&q=${encodeURIComponent(q)}` : ''}`,
        undefined,
        OutboxListSchema,
      ),
    enabled,
    // Another tab, page or search keeps the counts and rows in place until its answer arrives (no jump).
    placeholderData: keepPreviousData,
    // An operations screen: new messages arrive while it is open.
    staleTime: 0,
  })
}

export function useOutboxMessage(id: string, enabled: boolean) {
  return useQuery<OutboxDetail>({
    queryKey: outboxKeys.detail(id),
    queryFn: () => apiJson('GET', `/api/admin/outbox/${id}`, undefined, OutboxDetailSchema),
    enabled,
    staleTime: 0,
  })
}

export function useRetryMessage() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiJson('POST', `/api/admin/outbox/${id}/retry`),
    onSuccess: () => qc.invalidateQueries({ queryKey: outboxKeys.all }),
  })
}
