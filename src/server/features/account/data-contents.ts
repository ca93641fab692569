import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  accommodationRequests,
  bugReports,
  certificates,
  eventProposals,
  events,
  familyStages,
  favorites,
  loginAttempts,
  mfaRecoveryCodes,
  notificationPreferences,
  outbox,
  paymentIntents,
  proposalVotes,
  providers,
  registrantMessageRecipients,
  registrantMessages,
  registrations,
  reviews,
  sessions,
  trustedDevices,
  users,
  waitlistEntries,
} from '../../db/schema'

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null

/** Rows an account holds beyond which the copy is made by the worker instead of in the request. */
export const INLINE_EXPORT_LIMIT = 1_000

/** How many rows the copy would hold (messages and sign-in attempts are the ones that grow). */
export async function exportSize(db: DbOrTx, user: { id: string; email: string }): Promise<number> {
  const counted = await Promise.all([
    db.select({ n: count() }).from(registrations).where(eq(registrations.userId, user.id)),
    db.select({ n: count() }).from(outbox).where(eq(outbox.userId, user.id)),
    db.select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.email, user.email.toLowerCase())),
  ])
  return counted.reduce((sum, [row]) => sum + (row?.n ?? 0), 0)
}

/**
 * Everything Cradle holds about one person, as the privacy page lists it: profile, preferences, registrations,
 * payments (never card data: the processor holds that), waitlist places, votes, favourites, proposals, messages sent
 * to them, sign-in history and bug reports. Internal staff notes and secrets (password hash, link tokens) are left
 * out: they are not the person's data but the means of protecting it.
 */
export async function collectPersonalData(db: DbOrTx, userId: string, now: Date) {
  const [u] = await db.select().from(users).where(eq(users.id, userId))
  if (!u) throw new Error(`No user ${userId}`)
  const email = u.email.toLowerCase()
  const [prefs] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
  const regs = await db
    .select({ r: registrations, title: events.title, startsAt: events.startsAt, a: accommodationRequests })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(accommodationRequests, eq(accommodationRequests.registrationId, registrations.id))
    .where(eq(registrations.userId, userId))
    .orderBy(asc(registrations.createdAt))
  const payments = await db
    .select({ p: paymentIntents, title: events.title })
    .from(paymentIntents)
    .innerJoin(events, eq(events.id, paymentIntents.eventId))
    .where(eq(paymentIntents.userId, userId))
    .orderBy(asc(paymentIntents.createdAt))
  const waitlist = await db
    .select({ w: waitlistEntries, title: events.title })
    .from(waitlistEntries)
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .where(eq(waitlistEntries.userId, userId))
  const votes = await db
    .select({ at: proposalVotes.createdAt, name: eventProposals.eventName })
    .from(proposalVotes)
    .innerJoin(eventProposals, eq(eventProposals.id, proposalVotes.proposalId))
    .where(eq(proposalVotes.userId, userId))
  const favs = await db
    .select({ at: favorites.createdAt, first: providers.firstName, last: providers.lastName })
    .from(favorites)
    .innerJoin(providers, eq(providers.id, favorites.providerId))
    .where(eq(favorites.userId, userId))
  const family = await db
    .select()
    .from(familyStages)
    .where(eq(familyStages.userId, userId))
    .orderBy(asc(familyStages.date))
  const proposals = await db.select().from(eventProposals).where(eq(eventProposals.submittedByUserId, userId))
  const messages = await db
    .select()
    .from(outbox)
    .where(or(eq(outbox.userId, userId), sql`lower(${outbox.recipient}) = ${email}`))
    .orderBy(asc(outbox.createdAt))
  const attempts = await db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.email, email))
    .orderBy(asc(loginAttempts.createdAt))
  const live = await db.select().from(sessions).where(eq(sessions.userId, userId))
  const devices = await db.select().from(trustedDevices).where(eq(trustedDevices.userId, userId))
  const reports = await db.select().from(bugReports).where(eq(bugReports.userId, userId))
  const written = await db
    .select({ r: reviews, title: events.title })
    .from(reviews)
    .innerJoin(events, eq(events.id, reviews.eventId))
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.createdAt))
  const certs = await db
    .select({ c: certificates })
    .from(certificates)
    .innerJoin(registrations, eq(registrations.id, certificates.registrationId))
    .where(eq(registrations.userId, userId))
    .orderBy(asc(certificates.issuedAt))
  const fromOrganizers = await db
    .select({ m: registrantMessages, title: events.title })
    .from(registrantMessageRecipients)
    .innerJoin(registrantMessages, eq(registrantMessages.id, registrantMessageRecipients.messageId))
    .innerJoin(events, eq(events.id, registrantMessages.eventId))
    .where(eq(registrantMessageRecipients.userId, userId))
    .orderBy(asc(registrantMessages.createdAt))
  const [{ codesLeft }] = await db
    .select({ codesLeft: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)))

  return {
    generatedAt: now.toISOString(),
    profile: {
      id: u.id,
      email: u.email,
      emailConfirmedAt: iso(u.emailVerifiedAt),
      firstName: u.firstName,
      lastName: u.lastName,
      phone: u.phone,
      timezone: u.timezone,
      role: u.role,
      profileImageUrl: u.profileImageUrl,
      signsInWithOrganization: u.oidcSubject !== null,
      ageConfirmedAt: iso(u.ageConfirmedAt),
      createdAt: iso(u.createdAt),
      updatedAt: iso(u.updatedAt),
    },
    preferences: prefs
      ? {
          emailOptIn: prefs.emailOptIn,
          smsOptIn: prefs.smsOptIn,
          preferredChannel: prefs.preferredChannel,
          consentUpdatedAt: iso(prefs.consentUpdatedAt),
        }
      : null,
    registrations: regs.map(({ r, title, startsAt, a }) => ({
      event: title,
      eventStartsAt: iso(startsAt),
      status: r.status,
      paymentStatus: r.paymentStatus,
      amountCents: r.amountCents,
      registeredAt: iso(r.createdAt),
      cancelledAt: iso(r.cancelledAt),
      cancelReason: r.cancelReason,
      attendedAt: iso(r.attendedAt),
      howYouFoundIt: {
        utmSource: r.utmSource,
        utmMedium: r.utmMedium,
        utmCampaign: r.utmCampaign,
        utmTerm: r.utmTerm,
        utmContent: r.utmContent,
        referrer: r.referrer,
      },
      // What they asked for (captions, an interpreter...) and the team's answer to them.
      accommodation: a
        ? { kind: a.kind, language: a.language, note: a.note, status: a.status, answer: a.staffNote }
        : null,
    })),
    payments: payments.map(({ p, title }) => ({
      id: p.id,
      event: title,
      processor: p.processor,
      amountCents: p.amountCents,
      currency: p.currency,
      status: p.status,
      createdAt: iso(p.createdAt),
      refundedAt: iso(p.refundedAt),
    })),
    waitlist: waitlist.map(({ w, title }) => ({
      event: title,
      status: w.status,
      joinedAt: iso(w.createdAt),
      offeredAt: iso(w.offeredAt),
    })),
    votes: votes.map((v) => ({ proposal: v.name, votedAt: iso(v.at) })),
    favorites: favs.map((f) => ({ provider: `${f.first} ${f.last}`, addedAt: iso(f.at) })),
    familyDates: family.map((f) => ({
      kind: f.kind === 'due' ? 'due date' : 'birth date',
      date: f.date,
      name: f.name,
      addedAt: iso(f.createdAt),
    })),
    proposals: proposals.map((p) => ({
      eventName: p.eventName,
      serviceType: p.serviceType,
      description: p.description,
      status: p.status,
      reviewNotes: p.reviewNotes,
      submittedAt: iso(p.submittedAt),
    })),
    messages: messages.map((m) => ({
      kind: m.kind,
      channel: m.channel,
      to: m.recipient,
      subject: m.subject,
      status: m.status,
      queuedAt: iso(m.createdAt),
      sentAt: iso(m.sentAt),
    })),
    signInHistory: {
      // Whether a second factor is on, never its secret or recovery codes (issue 33).
      twoStep: {
        enabled: u.mfaEnabledAt !== null,
        enabledAt: iso(u.mfaEnabledAt),
        recoveryCodesLeft: u.mfaEnabledAt ? codesLeft : 0,
      },
      attempts: attempts.map((a) => ({ at: iso(a.createdAt), ip: a.ip, succeeded: a.succeeded })),
      sessions: live.map((s) => ({
        startedAt: iso(s.createdAt),
        expiresAt: iso(s.expiresAt),
        userAgent: s.userAgent,
        ip: s.ip,
      })),
      devices: devices.map((d) => ({ firstSeenAt: iso(d.createdAt), lastSeenAt: iso(d.lastSeenAt) })),
    },
    reviews: written.map(({ r, title }) => ({
      event: title,
      rating: r.rating,
      text: r.body,
      status: r.status,
      hiddenReason: r.hiddenReason,
      writtenAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    })),
    certificates: certs.map(({ c }) => ({
      code: c.code,
      title: c.title,
      holderName: c.holderName,
      sessionStartsAt: iso(c.sessionStartsAt),
      durationMinutes: c.durationMinutes,
      issuedAt: iso(c.issuedAt),
    })),
    messagesFromOrganizers: fromOrganizers.map(({ m, title }) => ({
      event: title,
      subject: m.subject,
      body: m.body,
      sentAt: iso(m.createdAt),
    })),
    bugReports: reports.map((b) => ({
      title: b.title,
      description: b.description,
      sentAt: iso(b.createdAt),
    })),
  }
}
export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>

const money = (cents: number, currency = 'usd') => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`

/** The same copy as plain text a person can read without tools. */
export function readableSummary(d: PersonalData): string {
  const lines: string[] = []
  const section = (title: string, items: string[]) => {
    lines.push('', `${title} (${items.length})`, '-'.repeat(title.length + String(items.length).length + 3))
    lines.push(...(items.length ? items.map((i) => `- ${i}`) : ['(none)']))
  }
  const p = d.profile
  lines.push(
    'Your data at Cradle',
    `Made ${d.generatedAt}`,
    '',
    'Profile',
    '-------',
    `Name: ${[p.firstName, p.lastName].filter(Boolean).join(' ') || '(not given)'}`,
    `Email: ${p.email}${p.emailConfirmedAt ? ' (confirmed)' : ' (not confirmed)'}`,
    `Phone: ${p.phone ?? '(not given)'}`,
    `Time zone: ${p.timezone}`,
    `Account created: ${p.createdAt}`,
    `Age or guardian consent confirmed: ${p.ageConfirmedAt ?? '(before this was asked)'}`,
  )
  if (d.preferences) {
    const pr = d.preferences
    lines.push(
      '',
      'Preferences',
      '-----------',
      `Email updates: ${pr.emailOptIn ? 'on' : 'off'}; text messages: ${pr.smsOptIn ? 'on' : 'off'}; preferred: ${pr.preferredChannel}`,
    )
  }
  section(
    'Registrations',
    d.registrations.map(
      (r) =>
        `${r.event} (${r.eventStartsAt}): ${r.status}, ${r.amountCents ? money(r.amountCents) : 'free'}, registered ${r.registeredAt}`,
    ),
  )
  section(
    'Payments (card details are held by the payment processor, never by Cradle)',
    d.payments.map(
      (x) =>
        `${x.event}: ${money(x.amountCents, x.currency)}, ${x.status}${x.refundedAt ? `, refunded ${x.refundedAt}` : ''}`,
    ),
  )
  section(
    'Waitlist places',
    d.waitlist.map((w) => `${w.event}: ${w.status} since ${w.joinedAt}`),
  )
  section(
    'Votes',
    d.votes.map((v) => `${v.proposal} (${v.votedAt})`),
  )
  section(
    'Favourite providers',
    d.favorites.map((f) => `${f.provider} (${f.addedAt})`),
  )
  section(
    'Due dates and birth dates (for class recommendations)',
    d.familyDates.map((f) => `${f.name ? `${f.name}: ` : ''}${f.kind} ${f.date}`),
  )
  section(
    'Proposals',
    d.proposals.map((x) => `${x.eventName}: ${x.status} (${x.submittedAt})`),
  )
  section(
    'Messages sent to you',
    d.messages.map((m) => `${m.queuedAt} ${m.channel} to ${m.to}: ${m.subject ?? m.kind} (${m.status})`),
  )
  section(
    'Sign-in attempts',
    d.signInHistory.attempts.map(
      (a) => `${a.at} from ${a.ip ?? 'unknown'}: ${a.succeeded ? 'signed in' : 'failed'}`,
    ),
  )
  section(
    'Signed-in sessions',
    d.signInHistory.sessions.map((s) => `since ${s.startedAt} on ${s.userAgent ?? 'unknown browser'}`),
  )
  section(
    'Reviews you wrote',
    d.reviews.map(
      (r) => `${r.event}: ${r.rating}/5, ${r.status} (${r.writtenAt})${r.text ? `: ${r.text}` : ''}`,
    ),
  )
  section(
    'Certificates',
    d.certificates.map((c) => `${c.title} for ${c.holderName}, issued ${c.issuedAt} (code ${c.code})`),
  )
  section(
    'Messages from session organizers',
    d.messagesFromOrganizers.map((m) => `${m.sentAt} about ${m.event}: ${m.subject}`),
  )
  const twoStep = d.signInHistory.twoStep
  lines.push(
    '',
    'Two-step sign-in',
    '----------------',
    twoStep.enabled
      ? `On since ${twoStep.enabledAt}; ${twoStep.recoveryCodesLeft} recovery codes unused (the codes themselves are not kept readable)`
      : 'Off',
  )
  section(
    'Problem reports',
    d.bugReports.map((b) => `${b.sentAt}: ${b.title}`),
  )
  return `${lines.join('\n')}\n`
}
