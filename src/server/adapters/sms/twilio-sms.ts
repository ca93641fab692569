import { SmsRejectedError, type SmsSender } from './sms-sender'

export interface TwilioSettings {
  accountSid: string
  authToken: string
  from: string
  /** Base URL of a Twilio-compatible API (default https://api.twilio.com). */
  apiUrl?: string
}

/**
 * A 4xx refuses this message (21211 invalid number, 21610 recipient replied STOP): sending it again cannot help.
 * Not 408/429 (try later), nor 401/404 (wrong account settings: every message would fail until they are fixed).
 */
const isRefusal = (status: number) => status >= 400 && status < 500 && ![401, 404, 408, 429].includes(status)

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
        const text = `SMS provider answered ${res.status}: ${json.message ?? 'no message id'}${json.code ? ` (Twilio ${json.code})` : ''}`
        throw isRefusal(res.status) ? new SmsRejectedError(text) : new Error(text)
      }
      return { providerMessageId: json.sid }
    },
  }
}
