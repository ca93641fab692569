import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { normalizePhone } from '../../../domain/phone'
import { preferredChannelFor } from '../../../domain/preferences'
import { isValidTwilioSignature } from '../../adapters/sms/twilio-signature'
import type { Clock } from '../../clock'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { notificationPreferences, users } from '../../db/schema'
import { AppError } from '../../errors'
import { verifyUnsubscribeToken } from '../../notifications/unsubscribe-token'

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'])
const START_WORDS = new Set(['START', 'UNSTOP', 'YES'])
const HELP_WORDS = new Set(['HELP', 'INFO'])

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const twiml = (message?: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response>${message ? `<Message>${xmlEscape(message)}</Message>` : ''}</Response>`

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · Cradle</title></head><body style="font-family:Arial,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><p style="font-weight:700;color:#006b61">Cradle</p><h1>${title}</h1>${body}</body></html>`

/** Public endpoints called by mail clients and the SMS provider, not by the SPA. */
export const inboundRoutes: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (
  app,
  { db, clock, config },
) => {
  // Both callers post forms; this parser is scoped to this plugin only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  async function setOptIn(userIds: string[], change: { emailOptIn?: boolean; smsOptIn?: boolean }) {
    const now = clock.now()
    await db.transaction(async (tx) => {
      for (const userId of userIds) {
        const [prev] = await tx
          .select()
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, userId))
          .for('update')
        const emailOptIn = change.emailOptIn ?? prev?.emailOptIn ?? true
        const smsOptIn = change.smsOptIn ?? prev?.smsOptIn ?? false
        const values = {
          emailOptIn,
          smsOptIn,
          preferredChannel: preferredChannelFor(emailOptIn, smsOptIn),
          consentUpdatedAt: now,
          updatedAt: now,
        }
        await tx
          .insert(notificationPreferences)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
      }
    })
  }

  const tokenOf = (req: { query: unknown; body: unknown }) => {
    const q = (req.query ?? {}) as Record<string, unknown>
    const b = (req.body ?? {}) as Record<string, unknown>
    const t = q.token ?? b.token
    return typeof t === 'string' ? t : ''
  }

  // GET only shows a confirm button: link scanners in mail gateways fetch links and must not unsubscribe anyone.
  app.get('/api/unsubscribe', { schema: { hide: true } }, async (req, reply) => {
    const token = tokenOf(req)
    if (!verifyUnsubscribeToken(config, token)) throw new AppError(400, 'This unsubscribe link is not valid')
    const safe = token.replace(/[^\w.-]/g, '')
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Unsubscribe from Cradle emails?',
          `<p>You will no longer receive reminders, surveys and news about new sessions. Registration confirmations and join links still arrive.</p><form method="post" action="/api/unsubscribe?token=${safe}"><button type="submit" style="padding:.6rem 1.2rem">Unsubscribe</button></form>`,
        ),
      )
  })

  // RFC 8058 one-click: mail providers POST "List-Unsubscribe=One-Click" here.
  app.post('/api/unsubscribe', { schema: { hide: true } }, async (req, reply) => {
    const userId = verifyUnsubscribeToken(config, tokenOf(req))
    if (!userId) throw new AppError(400, 'This unsubscribe link is not valid')
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
    if (u) await setOptIn([u.id], { emailOptIn: false })
    if ((req.headers.accept ?? '').includes('application/json')) return { emailOptIn: false }
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'You are unsubscribed',
          `<p>You will not receive optional emails from Cradle any more. You can turn them back on at <a href="${config.PUBLIC_URL}/notifications">Notification Preferences</a>.</p>`,
        ),
      )
  })

  app.post('/api/sms/inbound', { schema: { hide: true } }, async (req, reply) => {
    const params = (req.body ?? {}) as Record<string, string>
    const url = `${config.PUBLIC_URL}${req.url}`
    const token = config.SMS_AUTH_TOKEN
    const signature = req.headers['x-twilio-signature']
    if (
      !token ||
      !isValidTwilioSignature(token, url, params, typeof signature === 'string' ? signature : undefined)
    ) {
      throw new AppError(403, 'Invalid signature')
    }
    const word = String(params.Body ?? '')
      .trim()
      .toUpperCase()
    const phone = normalizePhone(String(params.From ?? ''))
    const owners = phone ? await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)) : []
    const ids = owners.map((o) => o.id)
    reply.type('text/xml')
    if (STOP_WORDS.has(word)) {
      await setOptIn(ids, { smsOptIn: false })
      return twiml(
        'You are unsubscribed from Cradle texts. No more messages will be sent. Reply START to resubscribe.',
      )
    }
    if (START_WORDS.has(word)) {
      await setOptIn(ids, { smsOptIn: true })
      return twiml(
        'You are resubscribed to Cradle texts: about 2-3 messages per event. Reply HELP for help, STOP to opt out.',
      )
    }
    if (HELP_WORDS.has(word)) {
      return twiml(
        `Cradle event reminders: about 2-3 messages per event. Msg & data rates may apply. Reply STOP to opt out. Help: ${config.SUPPORT_EMAIL}`,
      )
    }
    return twiml()
  })
}
