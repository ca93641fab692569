import type { SmsSender } from './sms-sender'

export interface TwilioSettings {
  accountSid: string
  authToken: string
  from: string
  /** Base URL of a Twilio-compatible API (default https://api.twilio.com). */
  apiUrl?: string
}

/** Twilio's Messages API with plain fetch: POST form To/From/Body, basic auth SID:token. */
export function createTwilioSms(s: TwilioSettings): SmsSender {
  const base = (s.apiUrl ?? 'https://api.twilio.com').replace(/\/$/, '')
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(s.accountSid)}/Messages.json`
  const auth = `Basic ${Buffer.from(`${s.accountSid}:${s.authToken}`).toString('base64')}`
  return {
    async send({ to, body }) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: s.from, Body: body }),
        signal: AbortSignal.timeout(30_000),
      })
      const json = (await res.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number }
      if (!res.ok || !json.sid) {
        throw new Error(`SMS provider answered ${res.status}: ${json.message ?? 'no message id'}`)
      }
      return { providerMessageId: json.sid }
    },
  }
}
