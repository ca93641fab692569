import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { FamilyStageKind, StageRange } from '../../domain/stage'

const tstz = (name?: string) =>
  name ? timestamp(name, { withTimezone: true }) : timestamp({ withTimezone: true })
const createdAt = () => tstz().notNull().defaultNow()

export const userRole = pgEnum('user_role', [
  'parent',
  'provider',
  'admin',
  'facilitator',
  'support_staff',
  'reviewer',
])
export const eventStatus = pgEnum('event_status', [
  'draft',
  'published',
  'limited',
  'sold_out',
  'cancelled',
  'archived',
])
export const audience = pgEnum('audience', ['all', 'parents', 'providers'])
export const proposalStatus = pgEnum('proposal_status', [
  'coming_soon',
  'submitted',
  'under_review',
  'needs_info',
  'approved',
  'declined',
  'archived',
])
export const registrationStatus = pgEnum('registration_status', ['confirmed', 'cancelled'])
export const waitlistStatus = pgEnum('waitlist_status', [
  'waiting',
  'offered',
  'accepted',
  'expired',
  'cancelled',
])
export const preferredChannel = pgEnum('preferred_channel', ['email', 'sms', 'both'])
export const bugPriority = pgEnum('bug_priority', ['low', 'medium', 'high', 'urgent'])
export const messageChannel = pgEnum('message_channel', ['email', 'sms'])
export const deliveryStatus = pgEnum('delivery_status', ['pending', 'sending', 'sent', 'failed'])
export const jobStatus = pgEnum('job_status', ['pending', 'running', 'done', 'failed'])

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text(),
    oidcSubject: text(),
    firstName: text(),
    lastName: text(),
    profileImageUrl: text(),
    phone: text(), // E.164
    timezone: text().notNull().default('America/Chicago'),
    role: userRole().notNull().default('parent'),
    /**
     * When the address was proven (a link mailed to it was opened, or the identity provider vouched for it). Only a
     * proven address earns ADMIN_EMAILS' role or a provider profile with that email (decision A10).
     */
    emailVerifiedAt: tstz(),
    /** When the person confirmed at sign-up that they are 16 or older, or that a parent or guardian consents. */
    ageConfirmedAt: tstz(),
    /**
     * When the person deleted the account: the row stays as an anonymous tombstone (every personal field erased) so
     * the registrations and payments the privacy page keeps for 7 years still count (issue 33).
     */
    deletedAt: tstz(),
    /**
     * Second factor (TOTP, issue 33): the shared secret, encrypted with a key from the deployment's signing secret
     * (auth/mfa.ts), never returned after setup. `mfaPendingSecret` is the one shown at setup until a first code
     * confirms it; `mfaLastStep` is the 30-second step of the last accepted code, so it cannot be used twice.
     */
    mfaSecret: text(),
    mfaPendingSecret: text(),
    mfaEnabledAt: tstz(),
    mfaLastStep: integer(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_subject_unique').on(t.oidcSubject),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a leaked table does not leak usable sessions. */
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz().notNull(),
    createdAt: createdAt(),
    userAgent: text(),
    ip: text(),
    /** When the session was last used, to the nearest few minutes (Settings lists the account's sessions). */
    lastSeenAt: tstz(),
    /** The user's privileges changed: this session is replaced by a fresh one at its next use. */
    rotate: boolean().notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** One-time recovery codes of an account's second factor: only their sha256 is kept; a used one stays marked. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
)

export const providers = pgTable(
  'providers',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    title: text().notNull(),
    credentials: text().array().notNull().default(sql`'{}'`),
    profilePhotoUrl: text(),
    bio: text().notNull(),
    aboutText: text(),
    carePhilosophy: text(),
    specialties: text().array().notNull().default(sql`'{}'`),
    targetPopulations: text().array().notNull().default(sql`'{}'`),
    serviceCategories: text().array().notNull().default(sql`'{}'`),
    serviceSubtypes: text().array().notNull().default(sql`'{}'`),
    languages: text().array().notNull().default(sql`'{English}'`),
    rating: numeric({ precision: 3, scale: 2 }),
    reviewCount: integer().notNull().default(0),
    featured: boolean().notNull().default(false),
    // private: never in public answers
    email: text(),
    phone: text(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    deletedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('providers_user_unique').on(t.userId),
    index('providers_email_idx').on(sql`lower(${t.email})`),
    check('providers_review_count_nonneg', sql`${t.reviewCount} >= 0`),
    check('providers_rating_range', sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
  ],
)

export type AgendaItem = { time: string; title: string; description?: string }
export type EventMaterial = { type: 'pdf' | 'link'; title: string; url: string; description?: string }

export const eventProposals = pgTable(
  'event_proposals',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid().references(() => providers.id, { onDelete: 'set null' }),
    submittedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    serviceType: text().notNull(),
    eventName: text().notNull(),
    description: text(),
    targetAudience: text(),
    providerFirstName: text(),
    providerLastName: text(),
    eventDate: tstz(),
    preferredDates: text().array().notNull().default(sql`'{}'`),
    durationMinutes: integer(),
    maximumCapacity: integer(),
    costPerRegistrationCents: integer().notNull().default(0),
    learningObjectives: text(),
    engagementApproach: text(),
    targetMarketTags: text().array().notNull().default(sql`'{}'`),
    languages: text().array().notNull().default(sql`'{English}'`),
    /** The stages the proposed class is for (issue 31.3), or null. */
    stageRange: jsonb().$type<StageRange>(),
    additionalNotes: text(),
    status: proposalStatus().notNull().default('submitted'),
    /** Shown to the provider as "Staff Review Notes". */
    reviewNotes: text(),
    /** Staff only, never in a provider's answer. */
    internalNotes: text(),
    reviewedAt: tstz(),
    reviewedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    voteCount: integer().notNull().default(0),
    submittedAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('proposals_status_idx').on(t.status),
    index('proposals_provider_idx').on(t.providerId),
    check('proposals_vote_count_nonneg', sql`${t.voteCount} >= 0`),
    check('proposals_cost_nonneg', sql`${t.costPerRegistrationCents} >= 0`),
  ],
)

export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull(),
    eventType: text().notNull(),
    startsAt: tstz().notNull(),
    durationMinutes: integer().notNull().default(60),
    priceCents: integer().notNull().default(0),
    capacity: integer().notNull().default(25),
    enrolled: integer().notNull().default(0),
    /** Seats held by payments in progress (15 minutes each); they count against capacity. */
    heldSeats: integer().notNull().default(0),
    status: eventStatus().notNull().default('draft'),
    imageUrl: text(),
    language: text().notNull().default('English'),
    audience: audience().notNull().default('all'),
    timezone: text().notNull().default('America/Chicago'),
    featured: boolean().notNull().default(false),
    providerId: uuid().references(() => providers.id, { onDelete: 'set null' }),
    providerName: text().notNull(),
    providerRole: text().notNull(),
    providerEmail: text(),
    providerBio: text(),
    providerPhotoUrl: text(),
    provider2Id: uuid().references(() => providers.id, { onDelete: 'set null' }),
    provider2Name: text(),
    provider2Role: text(),
    provider2Email: text(),
    provider2Bio: text(),
    provider2PhotoUrl: text(),
    provider3Id: uuid().references(() => providers.id, { onDelete: 'set null' }),
    provider3Name: text(),
    provider3Role: text(),
    provider3Email: text(),
    provider3Bio: text(),
    provider3PhotoUrl: text(),
    agendaItems: jsonb().$type<AgendaItem[]>().notNull().default([]),
    eventMaterials: jsonb().$type<EventMaterial[]>().notNull().default([]),
    facilitatorFirstName: text(),
    facilitatorLastName: text(),
    facilitatorEmail: text(),
    webinarLink: text(),
    zoomLink: text(),
    zohoWebinarId: text(),
    zohoRegistrationUrl: text(),
    zohoWebinarJoinUrl: text(),
    parentSurveyUrl: text(),
    /** The stages the class is for (28-40 weeks pregnant, 0-3 months postpartum: issue 31.3), or null for any. */
    stageRange: jsonb().$type<StageRange>(),
    proposalId: uuid().references(() => eventProposals.id, { onDelete: 'set null' }),
    /** Rises on every change so calendar entries update instead of duplicating (RFC 5545 SEQUENCE). */
    sequence: integer().notNull().default(0),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Deleted events leave every list but keep their registrations (privacy text: 7 years). */
    deletedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('events_starts_at_idx').on(t.startsAt),
    index('events_status_idx').on(t.status),
    index('events_provider_idx').on(t.providerId),
    index('events_provider2_idx').on(t.provider2Id),
    index('events_provider3_idx').on(t.provider3Id),
    uniqueIndex('events_proposal_unique').on(t.proposalId),
    check('events_enrolled_within_capacity', sql`${t.enrolled} >= 0 and ${t.enrolled} <= ${t.capacity}`),
    check(
      'events_seats_within_capacity',
      sql`${t.heldSeats} >= 0 and ${t.enrolled} + ${t.heldSeats} <= ${t.capacity}`,
    ),
    check('events_capacity_positive', sql`${t.capacity} >= 1`),
    check('events_price_nonneg', sql`${t.priceCents} >= 0`),
    check('events_duration_positive', sql`${t.durationMinutes} >= 1`),
  ],
)

export const tags = pgTable(
  'tags',
  {
    id: serial().primaryKey(),
    tagName: text().notNull(),
    category: text().notNull(),
  },
  (t) => [uniqueIndex('tags_name_unique').on(t.tagName)],
)

export const eventTags = pgTable(
  'event_tags',
  {
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.tagId] })],
)

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.providerId] })],
)

/**
 * A family's due dates and children's birth dates (issue 31.3): private to the person, never in an export or shown
 * to a provider, deleted with the account.
 */
export const familyStages = pgTable(
  'family_stages',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<FamilyStageKind>().notNull(),
    /** yyyy-MM-dd, a calendar day with no time zone. */
    date: date({ mode: 'string' }).notNull(),
    name: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('family_stages_user_idx').on(t.userId),
    check('family_stages_kind', sql`${t.kind} in ('due', 'born')`),
  ],
)

/** A family asked for an email when classes for a child's next stage come up (issue 31.3); a row means on. */
export const stageSuggestionSubscriptions = pgTable('stage_suggestion_subscriptions', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  /** The last suggestion mail queued: at most one a week. */
  lastSentAt: tstz(),
})

export const proposalVotes = pgTable(
  'proposal_votes',
  {
    proposalId: uuid()
      .notNull()
      .references(() => eventProposals.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.userId] })],
)

export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text().primaryKey(),
    clientSecret: text().notNull(),
    processor: text().notNull(), // 'test' | 'stripe'
    userId: uuid()
      .notNull()
      .references(() => users.id),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    amountCents: integer().notNull(),
    currency: text().notNull().default('usd'),
    status: text().notNull().default('requires_payment_method'),
    /** The seat held for this payment counts against capacity until then. */
    holdExpiresAt: tstz(),
    lastError: text(),
    refundedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_intents_client_secret_unique').on(t.clientSecret),
    index('payment_intents_event_idx').on(t.eventId, t.status),
    index('payment_intents_user_event_idx').on(t.userId, t.eventId),
  ],
)

export const registrations = pgTable(
  'registrations',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    status: registrationStatus().notNull().default('confirmed'),
    paymentStatus: text().notNull().default('free'),
    amountCents: integer().notNull().default(0),
    paymentIntentId: text().references(() => paymentIntents.id),
    /** Personal join link token (/join/{token}); revocable. */
    joinToken: text().notNull(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    utmTerm: text(),
    utmContent: text(),
    referrer: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    cancelledAt: tstz(),
    cancelReason: text(),
    /** When the family was there: their join link opened in the attendance window, or a facilitator's/admin's mark. */
    attendedAt: tstz(),
    /** Who set or cleared attendance by hand (null: the join link recorded it). */
    attendanceMarkedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('registrations_active_unique').on(t.eventId, t.userId).where(sql`${t.status} = 'confirmed'`),
    uniqueIndex('registrations_payment_intent_unique').on(t.paymentIntentId),
    uniqueIndex('registrations_join_token_unique').on(t.joinToken),
    index('registrations_user_idx').on(t.userId),
    // (event, created, id) also serves the export's keyset pages: without it each of 200 pages sorts every row of the event.
    index('registrations_event_idx').on(t.eventId, t.createdAt, t.id),
  ],
)

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    status: waitlistStatus().notNull().default('waiting'),
    offerToken: text(),
    offeredAt: tstz(),
    offerExpiresAt: tstz(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_active_unique')
      .on(t.eventId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_event_idx').on(t.eventId, t.status, t.createdAt),
  ],
)

export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailOptIn: boolean().notNull().default(true),
  smsOptIn: boolean().notNull().default(false),
  preferredChannel: preferredChannel().notNull().default('email'),
  consentUpdatedAt: tstz(),
  updatedAt: createdAt(),
})

export const bugReports = pgTable('bug_reports', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid().references(() => users.id, { onDelete: 'set null' }),
  title: text().notNull(),
  description: text().notNull(),
  priority: bugPriority().notNull().default('medium'),
  pageUrl: text(),
  userAgent: text(),
  createdAt: createdAt(),
})

export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: messageChannel().notNull(),
    kind: text().notNull(),
    recipient: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    subject: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** One message per cause (e.g. `join-link:{registrationId}`): a retry of the cause adds nothing. */
    dedupeKey: text(),
    status: deliveryStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    nextAttemptAt: tstz().notNull().defaultNow(),
    lockedUntil: tstz(),
    lastError: text(),
    providerMessageId: text(),
    sentAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_unique').on(t.dedupeKey),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
)

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text(),
    runAt: tstz().notNull().defaultNow(),
    status: jobStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lockedUntil: tstz(),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('jobs_dedupe_unique').on(t.dedupeKey), index('jobs_due_idx').on(t.status, t.runAt)],
)

export const uploadedObjects = pgTable(
  'uploaded_objects',
  {
    id: uuid().primaryKey().defaultRandom(),
    key: text().notNull(),
    ownerUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: text().notNull(), // 'image' | 'pdf'
    contentType: text(),
    sizeBytes: integer(),
    status: text().notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploaded_objects_key_unique').on(t.key)],
)

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    changes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_entity_idx').on(t.entityType, t.entityId), index('audit_created_idx').on(t.createdAt)],
)

/** Webhook deliveries already handled: a duplicate delivery changes nothing. */
export const processedWebhooks = pgTable('processed_webhooks', {
  id: text().primaryKey(),
  source: text().notNull(),
  type: text().notNull(),
  receivedAt: createdAt(),
})

/**
 * Bulk Import commits by the import id the page makes with each preview: a retried or doubled commit is answered with
 * the stored result instead of creating the rows again (docs/decisions/imports.md I8). `result` is set in the commit's
 * own transaction, so a committed row always has it.
 */
export const importCommits = pgTable('import_commits', {
  id: uuid().primaryKey(),
  actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  requestHash: text().notNull(),
  result: jsonb().$type<unknown>(),
  createdAt: createdAt(),
})

/** Sign-in attempts per account: the failed-attempt limit must hold across processes. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    email: text().notNull(),
    ip: text(),
    /** The browser's device id (a signed cookie) when it sent one: failures from a known device count apart. */
    deviceId: text(),
    succeeded: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_email_idx').on(t.email, t.createdAt)],
)

/**
 * Browsers an account has signed in from (by the device cookie's id). A stranger's wrong passwords pause the account
 * for unknown browsers only; these keep their own count (decision A11).
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text().notNull(),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
)

/**
 * Per-client request counters of the rate limits (hardening, issue 9): in the database so the limit holds across
 * processes behind one load balancer (DESIGN: nothing another process needs lives in memory). One row per route and
 * client, counting hits until `resetsAt`; housekeeping drops rows whose window is long over.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetsAt: tstz().notNull(),
  },
  (t) => [index('rate_limit_hits_resets_at_idx').on(t.resetsAt)],
)

/**
 * A "forgot password" request. The emailed token is `<id>.<hmac of id>` (auth/password-reset.ts): the table holds
 * nothing that could be used as a link, and the outbox renders the mail from the id alone.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: tstz().notNull(),
    /** Set when the link sets a password, or when a newer link or a sign-in-changing event retires it. */
    usedAt: tstz(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
)

/**
 * A link mailed to prove an address (sign-up, or asked again). The token is `<id>.<hmac of id>`, like a reset's; the
 * row keeps the address it was sent to, so a link proves nothing once the account's email has changed.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    /** 'confirm' proves the account's address; 'change' moves the account to `email` once opened (issue 33). */
    purpose: text().notNull().default('confirm'),
    createdAt: createdAt(),
    expiresAt: tstz().notNull(),
    usedAt: tstz(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId, t.createdAt)],
)

/**
 * Secrets the server makes for itself at first start (the signing key when SESSION_SECRET is not set): in the
 * database, so every process of one deployment shares them and nothing derives them from settings (decision A12).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
})

/**
 * "Download my data" (issue 33): a copy of everything held about one person, built at once for a small account or by
 * the worker for a large one, downloadable through a signed link by that account only until `expiresAt`; housekeeping
 * deletes it after.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'pending' (the worker builds it), 'ready', 'failed'. */
    status: text().notNull().default('pending'),
    content: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    readyAt: tstz(),
    expiresAt: tstz().notNull(),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt)],
)

/**
 * Answers to the built-in three-question survey, sent after a session when the event has no survey link of its
 * own (issue 30.2). One per registration; the family may change it.
 */
export const sessionFeedback = pgTable(
  'session_feedback',
  {
    registrationId: uuid()
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    /** 1–5: how helpful the session was. */
    helpful: integer().notNull(),
    wouldRecommend: boolean().notNull(),
    comment: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('session_feedback_event_idx').on(t.eventId),
    check('session_feedback_helpful_range', sql`${t.helpful} between 1 and 5`),
  ],
)

export const reviewStatus = pgEnum('review_status', ['pending', 'published', 'hidden'])

/**
 * A verified review (issue 30.3): only an attendee, within 30 days of the session, one per registration (editable).
 * Counted in its providers' rating and reviewCount only while published.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    registrationId: uuid()
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    body: text(),
    status: reviewStatus().notNull().default('pending'),
    /** Told to the author when hidden. */
    hiddenReason: text(),
    moderatedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_registration_unique').on(t.registrationId),
    index('reviews_status_idx').on(t.status, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
)

/** The providers a review rates: the session's facilitators when it was written. */
export const reviewProviders = pgTable(
  'review_providers',
  {
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.providerId] }),
    index('review_providers_provider_idx').on(t.providerId),
  ],
)

/**
 * Certificates issued (issue 30.4): what each one says, kept as issued, so the public check at /certificates/{code}
 * shows exactly that and nothing more. One per attended registration, one per facilitator and session.
 */
export const certificates = pgTable(
  'certificates',
  {
    code: text().primaryKey(),
    kind: text().$type<'attendance' | 'facilitation'>().notNull(),
    registrationId: uuid().references(() => registrations.id, { onDelete: 'cascade' }),
    providerId: uuid().references(() => providers.id, { onDelete: 'cascade' }),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    holderName: text().notNull(),
    title: text().notNull(),
    sessionStartsAt: tstz().notNull(),
    timezone: text().notNull(),
    durationMinutes: integer().notNull(),
    facilitators: text().array().notNull().default(sql`'{}'`),
    issuedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificates_registration_unique').on(t.registrationId),
    uniqueIndex('certificates_facilitation_unique').on(t.eventId, t.providerId),
  ],
)

/** A message an admin or a session's provider wrote to its registrants (issue 30.5); sent through the outbox. */
export const registrantMessages = pgTable(
  'registrant_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    authorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    subject: text().notNull(),
    body: text().notNull(),
    includeWaitlist: boolean().notNull().default(false),
    emailCount: integer().notNull(),
    smsCount: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('registrant_messages_event_idx').on(t.eventId, t.createdAt)],
)

/** Who a message went to: what each family sees again in My Events. */
export const registrantMessageRecipients = pgTable(
  'registrant_message_recipients',
  {
    messageId: uuid()
      .notNull()
      .references(() => registrantMessages.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('registrant_message_recipients_user_idx').on(t.userId),
  ],
)

/**
 * What a family asked for at registration (captions, an ASL or spoken-language interpreter, something else) and
 * what staff answered (issue 29.3, decision D30). One per registration, written in the registration's transaction.
 */
export const accommodationRequests = pgTable(
  'accommodation_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    registrationId: uuid()
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** captions | asl | interpreter | other (domain/accommodations.ts). */
    kind: text().notNull(),
    language: text(),
    note: text(),
    /** requested | arranged | not_possible. */
    status: text().notNull().default('requested'),
    staffNote: text(),
    markedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex('accommodation_requests_registration_unique').on(t.registrationId)],
)
