import { type Audience, REFUSALS } from './event-rules'
import type { Role } from './roles'

/**
 * Spec §5: "all" is open to everyone; "parents" only to parents (no role counts as parent); "providers"
 * only to providers; admins may join any. Returns the refusal sentence, or null when allowed.
 */
export function audienceRefusal(role: Role | null | undefined, audience: Audience): string | null {
  if (audience === 'all' || role === 'admin') return null
  const r = role ?? 'parent'
  if (audience === 'parents' && r !== 'parent') return REFUSALS.parentsOnly
  if (audience === 'providers' && r !== 'provider') return REFUSALS.providersOnly
  return null
}
