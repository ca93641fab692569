import { z } from 'zod'

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const
export const OutboxStatusSchema = z.enum(OUTBOX_STATUSES, {
  message: 'Status must be pending, sending, sent or failed',
})
export type OutboxStatus = z.infer<typeof OutboxStatusSchema>

export const OutboxListQuerySchema = z.object({
  status: OutboxStatusSchema.optional(),
  /** Part of the recipient or the subject, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
})

export const OutboxItemSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  status: OutboxStatusSchema,
  /** Not sent on purpose (the reason is in lastError), e.g. the person turned these emails off. */
  skipped: z.boolean(),
  attempts: z.number(),
  maxAttempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
})
export type OutboxItem = z.infer<typeof OutboxItemSchema>

export const OutboxListSchema = z.object({
  items: z.array(OutboxItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.record(OutboxStatusSchema, z.number()),
})
export type OutboxList = z.infer<typeof OutboxListSchema>

export const OutboxDetailSchema = OutboxItemSchema.extend({
  rendered: z
    .object({
      /** True when this is the copy that was sent; false for a preview rendered now. */
      asSent: z.boolean(),
      subject: z.string().nullable(),
      html: z.string().nullable(),
      text: z.string(),
      headers: z.record(z.string(), z.string()),
      attachments: z.array(z.string()),
    })
    .nullable(),
  renderError: z.string().nullable(),
})
export type OutboxDetail = z.infer<typeof OutboxDetailSchema>
