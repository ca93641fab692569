import { useQuery } from '@tanstack/react-query'
import { readEmbeddedJson } from './auth'

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
  /** ADMIN_MFA=required: administrators must turn on two-step sign-in before the admin tools open (issue 33). */
  adminMfaRequired?: boolean
}

export const publicConfigKey = ['/api/config'] as const

/** The configuration the page's HTML carried (src/server/spa-shell.ts); undefined when it carried none. */
export function readEmbeddedConfig(doc: Document = document): PublicConfig | undefined {
  const parsed = readEmbeddedJson('cradle-config', doc) as PublicConfig | undefined
  return parsed && typeof parsed === 'object' && parsed.links ? parsed : undefined
}

/** Seeded from the page's HTML (main.tsx), otherwise fetched once per page load (the query client never refetches fresh data) and shared by every caller. */
export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: publicConfigKey })
}

/**
 * An address on this site to keep or share (a calendar entry's link): PUBLIC_URL, the same as the server's emails
 * and calendar files; the page's own origin only until /api/config has answered.
 */
export function useSiteUrl(pathname: string): string {
  const { data } = usePublicConfig()
  return `${data?.publicUrl ?? window.location.origin}${pathname}`
}
