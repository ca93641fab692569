import type { FastifyRequest } from 'fastify'
import { AppError } from '../errors'

/**
 * GET routes that change something (sign-out, an export's audit entry) must not be set off by another site's link or
 * picture (issue 32). Browsers say where a request comes from in Fetch Metadata; a client that sends none (older
 * browsers, curl, scripts) passes, as with the cross-origin write check (decision D3). `navigationOnly` also refuses
 * what is not a page load from this site: a picture, style or script naming the address (`<img src="/api/logout">`).
 */
export function refuseForeignTrigger(
  req: FastifyRequest,
  message: string,
  opts: { navigationOnly?: boolean } = {},
) {
  const dest = req.headers['sec-fetch-dest']
  const notAPage = opts.navigationOnly && dest !== undefined && dest !== 'document'
  if (req.headers['sec-fetch-site'] === 'cross-site' || notAPage) throw new AppError(403, message)
}
