import { useQuery } from '@tanstack/react-query'

/** The public part of `GET /api/config`: external links set by the operator. */
export interface PublicConfig {
  /** PUBLIC_URL: the site's address, without a trailing slash. */
  publicUrl: string
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

/**
 * An address on this site to keep or share (a calendar entry's link): PUBLIC_URL, the same as the server's emails
 * and calendar files; the page's own origin only until /api/config has answered.
 */
export function useSiteUrl(pathname: string): string {
  const { data } = usePublicConfig()
  return `${data?.publicUrl ?? window.location.origin}${pathname}`
}
