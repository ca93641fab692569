import { safeTimeZone } from '../../domain/datetime'
import { DEFAULT_TIMEZONE } from '../../domain/event-rules'
import { useAuth } from './auth'

const browserZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return DEFAULT_TIMEZONE
  }
}

/** Spec §9 / issue point 9: the profile's timezone when signed in, else the browser's. */
export function useViewerTimeZone(): string {
  const { user } = useAuth()
  return safeTimeZone(user?.timezone, safeTimeZone(browserZone(), DEFAULT_TIMEZONE))
}
