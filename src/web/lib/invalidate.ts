import type { QueryClient } from '@tanstack/react-query'

/*
 * The app's reads never go stale on their own (lib/query-client.ts), so a change must name every cached read it
 * alters. Every feature keys its queries by the API path first (the default query function fetches the key joined
 * by "/"), so one path prefix reaches a resource's lists, details and pickers in every feature.
 */
const invalidate = (qc: QueryClient, paths: string[]) =>
  Promise.all(paths.map((path) => qc.invalidateQueries({ queryKey: [path] }))).then(() => undefined)

/** Events lists and pages (Manage Events, discover, calendar, event pages), a provider's events, the metrics. */
export const invalidateEvents = (qc: QueryClient) =>
  invalidate(qc, ['/api/events', '/api/my-events', '/api/admin/dashboard-metrics'])

/** Manage Providers, the public directory and profiles, the event form's provider picker, favourites. */
export const invalidateProviders = (qc: QueryClient) =>
  invalidate(qc, ['/api/admin/providers', '/api/providers', '/api/my-favorites'])

/** The inbox, the public coming-soon list, a provider's own proposals, the pending count. */
export const invalidateProposals = (qc: QueryClient) =>
  invalidate(qc, [
    '/api/event-proposals',
    '/api/event-proposals/coming-soon',
    '/api/my-proposals',
    '/api/admin/dashboard-metrics',
  ])
