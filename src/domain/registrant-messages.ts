import { z } from 'zod'

/** An admin or a session's provider may send this many messages per event in a day (issue 30.5). */
export const MESSAGES_PER_EVENT_PER_DAY = 5
export const MESSAGE_RATE_REFUSAL = `At most ${MESSAGES_PER_EVENT_PER_DAY} messages per session in 24 hours. Please try again later.`

export const RegistrantMessageSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Please write a subject')
    .max(120, 'Please keep the subject under 120 characters'),
  body: z
    .string()
    .trim()
    .min(1, 'Please write a message')
    .max(5000, 'Please keep the message under 5000 characters'),
  includeWaitlist: z.boolean().default(false),
})
export type RegistrantMessage = z.infer<typeof RegistrantMessageSchema>

/** The text message to families who chose SMS: a notice (one 160-character segment), the message itself is mailed. */
export function smsNotice(eventTitle: string): string {
  const fixed = (t: string) =>
    `Cradle: a new message about "${t}". Read it in your email or My Events. Reply STOP to opt out.`
  const room = 160 - fixed('').length
  const title = eventTitle.length > room ? `${eventTitle.slice(0, room - 3)}...` : eventTitle
  return fixed(title)
}

export const MessagePreviewSchema = z.object({
  subject: z.string(),
  body: z.string(),
  emailCount: z.number().int(),
  smsCount: z.number().int(),
  smsText: z.string(),
})
export type MessagePreview = z.infer<typeof MessagePreviewSchema>

export const SentMessageSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: z.string(),
})
export type SentMessage = z.infer<typeof SentMessageSchema>
