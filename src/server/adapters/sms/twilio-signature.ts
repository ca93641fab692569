import { createHmac, timingSafeEqual } from 'node:crypto'

/** Twilio's X-Twilio-Signature: base64 HMAC-SHA1 over the full URL followed by each sorted param name+value. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, k) => acc + k + params[k], url)
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64')
}

export function isValidTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  given: string | undefined,
): boolean {
  if (!given) return false
  const expected = Buffer.from(twilioSignature(authToken, url, params))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
