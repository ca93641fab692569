import type { Tracking } from '../../../domain/registrations'

const KEY = 'cradle.arrival'

/**
 * Keeps the utm_* parameters and the referrer present when the person first arrived in this tab,
 * so a registration made pages later still carries them (for the admin export).
 */
export function captureArrivalTracking() {
  try {
    if (typeof window === 'undefined' || sessionStorage.getItem(KEY)) return
    const q = new URLSearchParams(window.location.search)
    const ownOrigin = window.location.origin
    const referrer = document.referrer && !document.referrer.startsWith(ownOrigin) ? document.referrer : null
    const t: Tracking = {
      utmSource: q.get('utm_source'),
      utmMedium: q.get('utm_medium'),
      utmCampaign: q.get('utm_campaign'),
      utmTerm: q.get('utm_term'),
      utmContent: q.get('utm_content'),
      referrer,
    }
    sessionStorage.setItem(KEY, JSON.stringify(t))
  } catch {
    // storage unavailable: registrations simply carry no tracking data
  }
}

export function arrivalTracking(): Tracking {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (!raw) return {}
    const parsed = JSON.parse(raw) as Record<string, unknown>
    const pick = (k: string) => (typeof parsed[k] === 'string' ? (parsed[k] as string).slice(0, 500) : null)
    return {
      utmSource: pick('utmSource'),
      utmMedium: pick('utmMedium'),
      utmCampaign: pick('utmCampaign'),
      utmTerm: pick('utmTerm'),
      utmContent: pick('utmContent'),
      referrer: pick('referrer'),
    }
  } catch {
    return {}
  }
}
