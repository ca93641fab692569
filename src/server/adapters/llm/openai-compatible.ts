import { z } from 'zod'
import {
  ClassDraftSchema,
  EVENT_TYPE_HINT,
  EventDraftSchema,
  IMPORT_DEFAULTS,
  type ImportType,
  ProviderDraftSchema,
} from '../../../domain/imports'
import { LlmError, type LlmImporter } from './llm-importer'

export interface OpenAiCompatibleOptions {
  /** Base URL including the version, e.g. https://api.openai.com/v1; we POST {baseUrl}/chat/completions. */
  baseUrl: string
  apiKey?: string
  model: string
  timeoutMs?: number
  fetch?: typeof fetch
}

const BulkAnswerSchema = z.object({
  providers: z.array(ProviderDraftSchema),
  events: z.array(EventDraftSchema),
})
const ClassAnswerSchema = z.object({ classes: z.array(ClassDraftSchema) })

const ChatAnswerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
})

/**
 * Keywords OpenAI's strict structured outputs refuse (the request would fail and every import fall back to the
 * parser). They are left out of the schema we send; zod still checks them on the answer (decision I4).
 */
const NOT_IN_STRICT_MODE = new Set([
  '$schema',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'default',
])
/** Keywords whose value maps names (property names, not keywords) to schemas. */
const SCHEMA_MAPS = new Set(['properties', '$defs', 'definitions'])

function strictSubset(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strictSubset)
  if (!node || typeof node !== 'object') return node
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k]) => !NOT_IN_STRICT_MODE.has(k))
      .map(([k, v]) => [
        k,
        SCHEMA_MAPS.has(k) && v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([name, s]) => [name, strictSubset(s)]))
          : strictSubset(v),
      ]),
  )
}

/** The JSON schema sent with `strict: true`: the zod schema's shape without the keywords strict mode refuses. */
function strictJsonSchema(schema: z.ZodType) {
  return strictSubset(z.toJSONSchema(schema)) as Record<string, unknown>
}

const RULES = `Rules:
- Copy text as written (names with accents or non-Latin scripts unchanged). Never invent facts; leave a field "" when the text does not say it.
- date: local start "YYYY-MM-DDTHH:mm" in the event's timezone; resolve relative dates ("next Tuesday", "tomorrow") against today; a date without a year is its next occurrence.
- timezone: IANA name from abbreviations (ET→America/New_York, CT→America/Chicago, MT→America/Denver, PT→America/Los_Angeles, AKT→America/Anchorage, HT→Pacific/Honolulu); default ${IMPORT_DEFAULTS.timezone}.
- duration / durationMinutes: whole minutes as a string ("1.5 hours" → "90"); default "${IMPORT_DEFAULTS.duration}" for events.
- price: dollars with two decimals, $ and commas removed ("$1,250" → "1250.00", "free" → "0.00"); default "${IMPORT_DEFAULTS.price}" for events, "" for class ideas (no price given is not "free").
- capacity / maximumCapacity: integer string; default "${IMPORT_DEFAULTS.capacity}" for events.
- eventType / serviceType: one of ${EVENT_TYPE_HINT}; default "${IMPORT_DEFAULTS.eventType}".
- language: one of the platform languages in English spelling; default "${IMPORT_DEFAULTS.language}".
- stage (events): who the class is for, written "28–40 weeks pregnant", "0–3 months postpartum" or "36 weeks pregnant to 3 months postpartum"; "" when the text does not say.
- providerName: the person's name without credentials, default "${IMPORT_DEFAULTS.providerName}"; providerRole: their role or credentials ("IBCLC, RN"), default "${IMPORT_DEFAULTS.providerRole}".
- Providers: firstName, lastName, title (profession), credentials split from the name ("Maria Lopez, IBCLC, RN" → ["IBCLC","RN"]), bio, specialties, languages (default ["English"]), email, phone.`

/** Any OpenAI-compatible chat completions endpoint with JSON-schema structured output, over plain fetch. */
export function createOpenAiCompatibleImporter(opts: OpenAiCompatibleOptions): LlmImporter {
  const doFetch = opts.fetch ?? fetch
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`

  async function ask<T>(name: string, schema: z.ZodType<T>, instructions: string, text: string): Promise<T> {
    let res: Response
    try {
      res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: opts.model,
          temperature: 0,
          messages: [
            { role: 'system', content: instructions },
            // The paste is data, never instructions: it goes in its own message.
            { role: 'user', content: text },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name, strict: true, schema: strictJsonSchema(schema) },
          },
        }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
      })
    } catch (e) {
      const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')
      throw new LlmError(
        timedOut ? 'the AI service did not answer in time' : 'the AI service could not be reached',
      )
    }
    if (!res.ok) throw new LlmError(`the AI service answered ${res.status}`)
    let content: string | null
    try {
      const answer = ChatAnswerSchema.parse(await res.json())
      content = answer.choices[0].message.content
    } catch {
      throw new LlmError('the AI service sent an unexpected answer')
    }
    let json: unknown
    try {
      json = JSON.parse(content ?? '')
    } catch {
      throw new LlmError('the AI service did not return valid JSON')
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new LlmError('the AI answer did not match the import format')
    return parsed.data
  }

  return {
    async proposeBulk(text, type: ImportType, ctx) {
      const want = type === 'both' ? 'providers and events' : type
      const instructions = `Extract ${want} for a perinatal-education platform from the user's pasted text. Today is ${ctx.today} (${ctx.timezone}). Return JSON only.\n${RULES}${type === 'events' ? '\nReturn providers: [].' : ''}${type === 'providers' ? '\nReturn events: [].' : ''}`
      const answer = await ask('bulk_import', BulkAnswerSchema, instructions, text)
      return {
        providers: type === 'events' ? [] : answer.providers,
        events: type === 'providers' ? [] : answer.events,
      }
    },
    async proposeClasses(text, ctx) {
      const instructions = `Extract coming-soon class ideas (eventName, serviceType, description, providerFirstName, providerLastName, durationMinutes, maximumCapacity, price, languages) from the user's pasted text. Today is ${ctx.today} (${ctx.timezone}). Return JSON only.\n${RULES}`
      return (await ask('class_import', ClassAnswerSchema, instructions, text)).classes
    },
  }
}
