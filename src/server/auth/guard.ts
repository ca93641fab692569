import type { FastifyReply, FastifyRequest } from 'fastify'
import type { User } from '../../domain/auth'
import { MFA_SETUP_REQUIRED, MFA_SETUP_REQUIRED_CODE } from '../../domain/mfa'
import type { Role } from '../../domain/roles'
import { STAFF_ROLES } from '../../domain/roles'
import { AppError } from '../errors'

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null
  }
}

/** Route `onRequest` hook (runs before body validation, so signed-out is 401, not 400): 401 unless signed in. */
export async function requireUser(req: FastifyRequest, _reply: FastifyReply) {
  if (!req.user) throw new AppError(401, 'Unauthorized: please sign in')
}

/** Route `onRequest` hook factory: 401 signed out, 403 for any role not listed. */
export function requireRole(...roles: Role[]) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    if (!req.user) throw new AppError(401, 'Unauthorized: please sign in')
    if (!roles.includes(req.user.role)) throw new AppError(403, 'You do not have permission to do this')
    // ADMIN_MFA=required: an administrator's role opens nothing until the account has a second factor (issue 33).
    if (req.user.role === 'admin' && !req.user.mfaEnabled && req.server.appConfig.ADMIN_MFA === 'required')
      throw new AppError(403, MFA_SETUP_REQUIRED, undefined, undefined, MFA_SETUP_REQUIRED_CODE)
  }
}

export const requireAdmin = requireRole('admin')
export const requireStaff = requireRole(...STAFF_ROLES)

/** For handlers already behind requireUser. */
export function currentUser(req: FastifyRequest): User {
  if (!req.user) throw new AppError(401, 'Unauthorized: please sign in')
  return req.user
}
