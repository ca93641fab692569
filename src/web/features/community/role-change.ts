import type { AdminUser } from '../../../domain/admin'
import { isAdmin, isStaff, type Role, roleLabel } from '../../../domain/roles'

/** "First Last", or the email when the account has no name. */
export const displayName = (u: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email

/**
 * Every role change alters what the person can see (staff see drafts; providers have their own pages), so every one
 * is asked about first, with the same dialog (issue 35.5; decision C17).
 */
export const roleChangeNeedsConfirmation = (from: Role, to: Role) => from !== to

export interface RoleChangeQuestion {
  title: string
  description: string
  action: string
}

/** The confirmation for changing `name` from one role to another, naming both the person and the role. */
export function roleChangeQuestion(name: string, from: Role, to: Role): RoleChangeQuestion {
  const next = roleLabel(to)
  if (isAdmin(to)) {
    return {
      title: `Make ${name} an admin?`,
      description: `${name} will be able to manage events, providers, proposals and every user's role, yours included.`,
      action: 'Make Admin',
    }
  }
  if (isAdmin(from)) {
    return {
      title: `Remove admin access from ${name}?`,
      description: `${name}'s role becomes ${next}, and they lose the admin pages at their next page load.`,
      action: `Change to ${next}`,
    }
  }
  return {
    title: `Change ${name}'s role to ${next}?`,
    description: isStaff(to)
      ? `As ${next}, ${name} will see draft events before they are published.`
      : to === 'provider'
        ? `As Provider, ${name} will get My Dashboard and My Proposals, and can propose classes.`
        : from === 'provider'
          ? `${name} will no longer have My Dashboard and My Proposals.`
          : `${name} will no longer see draft events.`,
    action: `Change to ${next}`,
  }
}

/** The success toast's text: who changed, and to what. */
export const roleUpdatedText = (name: string, to: Role) =>
  `${name}'s role is now ${roleLabel(to)}. It applies on their next page load.`
