import { useQuery } from '@tanstack/react-query'

/** The public part of `GET /api/config`: external links set by the operator. */
export interface PublicConfig {
  links: {
    providerPortalUrl: string
    becomeProviderUrl: string
    hostEventUrl: string
    feedbackFormUrl: string
    aboutUrl: string
    accessibilityContactUrl: string
    supportEmail: string
    social: { instagram: string; facebook: string; linkedin: string }
  }
  payments: { processor: 'stripe' | 'test'; publishableKey: string | null }
  oidc: boolean
}

/** Fetched once per page load (the query client never refetches fresh data) and shared by every caller. */
export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: ['/api/config'] })
}
