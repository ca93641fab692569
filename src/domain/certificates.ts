import { z } from 'zod'

/** What a certificate says; the public check shows exactly this (issue 30.4). */
export const CertificateSchema = z.object({
  code: z.string(),
  kind: z.enum(['attendance', 'facilitation']),
  holderName: z.string(),
  title: z.string(),
  date: z.string(),
  timezone: z.string(),
  hours: z.number(),
  facilitators: z.array(z.string()),
  issuedAt: z.string(),
})
export type Certificate = z.infer<typeof CertificateSchema>

/** "1.5 hours", "1 hour". */
export const hoursText = (hours: number) => `${Number(hours.toFixed(2))} hour${hours === 1 ? '' : 's'}`
export const CERTIFICATE_ONLY_ATTENDED = 'A certificate is for a session you attended, once it has ended'
export const CERTIFICATE_ONLY_ENDED = 'A certificate can be downloaded once the session has ended'
