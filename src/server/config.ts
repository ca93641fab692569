import { z } from 'zod'

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v)
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional())
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional())
const bool = (fallback: boolean | undefined) =>
  z
    .preprocess(
      emptyAsUndefined,
      z
        .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
        .transform((v) => v === 'true' || v === '1')
        .optional(),
    )
    .transform((v) => v ?? fallback)

const ConfigSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyAsUndefined,
      z.enum(['development', 'production', 'test']).default('production'),
    ),
    PORT: z.preprocess(
      emptyAsUndefined,
      z.coerce.number({ message: 'expected a number' }).int().min(0).max(65535).default(3000),
    ),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL')
        .optional(),
    ),
    SEED_DEMO: bool(undefined),
    /** The in-memory public catalogue cache (events and providers lists); off only to compare or debug. */
    CATALOGUE_CACHE: bool(true),
    ADMIN_EMAILS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default('')
        .transform((v) =>
          v
            .split(',')
            .map((e) => e.trim().toLowerCase())
            .filter(Boolean),
        ),
    ),
    /**
     * Which proxies may name the client in X-Forwarded-For: none by default (the address that connects is the
     * client), else a hop count or a comma-separated list of addresses, CIDRs or proxy-addr's names (loopback,
     * linklocal, uniquelocal). Trusting every hop would let any caller pick its own address and so its own
     * rate-limit bucket.
     */
    TRUST_PROXY: z
      .preprocess(emptyAsUndefined, z.string().optional())
      .transform((v): boolean | number | string => {
        if (v === undefined || v === 'false') return false
        if (v === 'true') return true
        if (/^\d+$/.test(v)) return Number(v)
        return v
      }),
    RATE_LIMIT_FACTOR: z.preprocess(
      emptyAsUndefined,
      z.coerce.number({ message: 'expected a number' }).positive().default(1),
    ),
    SESSION_SECRET: optionalString,
    /** `required`: administrators must turn on a second factor before any admin route answers them (issue 33). */
    ADMIN_MFA: z.preprocess(
      emptyAsUndefined,
      z.enum(['off', 'required'], { message: 'expected off or required' }).default('off'),
    ),
    SESSION_TTL_DAYS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number({ message: 'expected a number' }).positive().default(30),
    ),
    /** Without it, `http://localhost:` + the port listened on (see the transform below and main.ts for PORT=0). */
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    /** Without it: `info`, or `warn` for the terminal format (logging.ts). */
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    ),
    /** Without it: `pretty` when standard output is a terminal, `json` otherwise (logging.ts). */
    LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(['pretty', 'json']).optional()),
    WORKER: z.preprocess(emptyAsUndefined, z.enum(['both', 'web', 'worker']).default('both')),
    TASK_INTERVAL_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number({ message: 'expected a number' }).int().min(50).optional(),
    ),
    SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('support@cradle.test')),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Cradle <hello@cradle.test>')),
    SMS_ACCOUNT_SID: optionalString,
    SMS_AUTH_TOKEN: optionalString,
    SMS_FROM: optionalString,
    SMS_API_URL: optionalUrl,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_URL: optionalUrl,
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalString,
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Files above this size go to S3 in parts (admin.md §9: 100 MB); at least the 5 MB minimum part. */
    UPLOAD_MULTIPART_THRESHOLD_BYTES: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number()
        .int()
        .min(5 * 1024 * 1024)
        .default(100 * 1024 * 1024),
    ),
    /** How long a signed S3 part URL is valid (admin.md §9: 604800 s, S3's own ceiling); tests shorten it. */
    UPLOAD_PART_URL_EXPIRY_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number({ message: 'expected a number' }).int().min(1).max(604_800).default(604_800),
    ),
    /**
     * Tests only: `host:port` pairs (comma-separated) that "files from a link" may fetch although they are on a
     * private or loopback address. Unset everywhere else: Companion then refuses every non-public address.
     */
    REMOTE_FETCH_TEST_ALLOW: optionalString,
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalString,
    LLM_MODEL: z.preprocess(emptyAsUndefined, z.string().default('gpt-4o-mini')),
    PROVIDER_PORTAL_URL: z.preprocess(emptyAsUndefined, z.url().default('https://providers.cradle.example')),
    BECOME_PROVIDER_URL: z.preprocess(
      emptyAsUndefined,
      z.url().default('https://forms.cradle.example/become-a-provider'),
    ),
    HOST_EVENT_URL: z.preprocess(
      emptyAsUndefined,
      z.url().default('https://forms.cradle.example/host-an-event'),
    ),
    FEEDBACK_FORM_URL: z.preprocess(
      emptyAsUndefined,
      z.url().default('https://forms.cradle.example/feedback'),
    ),
    ABOUT_URL: z.preprocess(emptyAsUndefined, z.url().default('https://cradle.example/about')),
    ACCESSIBILITY_CONTACT_URL: z.preprocess(
      emptyAsUndefined,
      z.url().default('https://forms.cradle.example/accessibility'),
    ),
    SOCIAL_INSTAGRAM_URL: z.preprocess(emptyAsUndefined, z.url().default('https://instagram.com/cradle')),
    SOCIAL_FACEBOOK_URL: z.preprocess(emptyAsUndefined, z.url().default('https://facebook.com/cradle')),
    SOCIAL_LINKEDIN_URL: z.preprocess(
      emptyAsUndefined,
      z.url().default('https://linkedin.com/company/cradle'),
    ),
  })
  .transform((c) => ({
    ...c,
    SEED_DEMO: c.SEED_DEMO ?? !c.DATABASE_URL,
    // One value for every link, cookie and origin check, without a trailing slash so `${PUBLIC_URL}/path` is right.
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
  }))

export type Config = z.infer<typeof ConfigSchema>

export class ConfigError extends Error {}

/** Parses the environment once; a bad value names its variable (`PORT: expected a number`). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Readonly<Config> {
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return Object.freeze(parsed.data)
}

/** Links the front end shows; set by configuration so each deployment points at its own forms. */
export function publicLinks(config: Config) {
  return {
    providerPortalUrl: config.PROVIDER_PORTAL_URL,
    becomeProviderUrl: config.BECOME_PROVIDER_URL,
    hostEventUrl: config.HOST_EVENT_URL,
    feedbackFormUrl: config.FEEDBACK_FORM_URL,
    aboutUrl: config.ABOUT_URL,
    accessibilityContactUrl: config.ACCESSIBILITY_CONTACT_URL,
    supportEmail: config.SUPPORT_EMAIL,
    social: {
      instagram: config.SOCIAL_INSTAGRAM_URL,
      facebook: config.SOCIAL_FACEBOOK_URL,
      linkedin: config.SOCIAL_LINKEDIN_URL,
    },
  }
}
