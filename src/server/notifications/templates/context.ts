import type { Footer } from './compose'

/** What every template knows about its recipient and the deployment. */
export interface TemplateContext extends Footer {
  publicUrl: string
  /** First name, or null for addresses that are not accounts (support inbox, facilitators). */
  recipientName: string | null
  /** The recipient's timezone (users.timezone); times are shown in it. */
  timezone: string
}

/** The facts about an event that messages mention. */
export interface EventFacts {
  id: string
  title: string
  startsAt: Date
  durationMinutes: number
  providerName: string
  eventType: string
}

export const greeting = (ctx: TemplateContext) => (ctx.recipientName ? `Hi ${ctx.recipientName},` : 'Hello,')
export const eventUrl = (ctx: TemplateContext, e: EventFacts) => `${ctx.publicUrl}/events/${e.id}`
