import fc from 'fast-check'

/** The subset of JSON Schema (as @fastify/swagger and `z.toJSONSchema` write it) the fuzz understands. */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  nullable?: boolean
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  not?: JsonSchema
}

/** A number token written verbatim into the body: JSON.stringify cannot write `-0` or `1e999`. */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** JSON text of a generated value; own `__proto__` keys (from Object.fromEntries) are written like any other key. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawNumber) return value.text
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`
  if (value && typeof value === 'object') {
    const parts = Object.keys(value).map(
      (k) => `${JSON.stringify(k)}:${toJsonText((value as Record<string, unknown>)[k])}`,
    )
    return `{${parts.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** An object whose keys may be `__proto__`: fromEntries defines own properties, never the prototype. */
const objectOf = (entries: [string, unknown][]) => Object.fromEntries(entries)

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype']
const HUGE = 100_000

const pollution = fc.constantFrom<unknown>(
  objectOf([['__proto__', { polluted: 'yes', isAdmin: true, role: 'admin' }]]),
  objectOf([['constructor', { prototype: { polluted: 'yes' } }]]),
  objectOf([['prototype', { polluted: 'yes' }]]),
  objectOf([['__proto__', objectOf([['__proto__', { polluted: 'yes' }]])]]),
)

const nasty = fc.constantFrom<unknown>(
  'a'.repeat(HUGE),
  'é'.repeat(HUGE / 2),
  '👩‍👩‍👧'.repeat(HUGE / 16),
  'nul\u0000byte',
  '\u0000',
  '\u202Egnp.exe', // right-to-left override
  'שלום עולם مرحبا',
  '\uD800', // lone surrogate
  '\uFEFF\u200B\u200D',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%2e%2e',
  '',
  ' ',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x10',
  '2024-02-30T25:61:00Z',
  'null',
  'true',
  '[]',
  '{}',
)

/** Text of the right type that a column may refuse (NUL) or a renderer mangle (RTL, emoji, lone surrogates). */
const awkwardText = fc.constantFrom(
  'nul\u0000byte',
  '\u202Egnp.exe',
  'שלום עולם مرحبا',
  '👩‍👩‍👧 🎉',
  'x\uD800',
  '\uFEFF\u200B',
  "'; drop table users; --",
  '<img src=x onerror=alert(1)>',
)

const oddNumbers = fc.constantFrom<unknown>(
  new RawNumber('-0'),
  new RawNumber('1e308'),
  new RawNumber('-1e308'),
  new RawNumber('1e999'), // parses to Infinity
  new RawNumber('5e-324'),
  new RawNumber('0.1e1'),
  2 ** 53 + 1,
  -(2 ** 63),
  2 ** 31,
  -1,
  0,
  0.5,
)

/** Nesting deep enough to find recursion without a bound (the body limit is 1 MB). */
const deep = fc.integer({ min: 50, max: 1000 }).map((depth) => {
  let v: unknown = 'bottom'
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v }
  return v
})

/** Values no schema should accept blindly: wrong types, extremes, hostile text, pollution, deep nesting. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: oddNumbers },
  { weight: 2, arbitrary: pollution },
  { weight: 1, arbitrary: deep },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null]) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
)

const extraKey = fc.oneof(fc.constantFrom(...PROTO_KEYS, 'id', 'role', 'userId', 'createdAt'), fc.string())

export interface Hints {
  /** Real ids of seeded rows, so uuid fields sometimes point at something that exists. */
  ids: string[]
}

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type)

function patterned(pattern: string, maxLength: number): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length <= maxLength)
  } catch {
    return undefined // a pattern fast-check cannot invert: fall back to plain strings
  }
}

/** Values that follow the schema (as far as formats and patterns can be generated). */
export function valid(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const arb = validNonNull(schema, hints)
  const nullable = schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'))
  return nullable ? fc.option(arb, { nil: null, freq: 5 }) : arb
}

function validNonNull(s: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const)
  if (s.enum?.length) return fc.constantFrom(...s.enum)
  const alternatives = s.anyOf ?? s.oneOf
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valid(a, hints)))
  switch (typeOf(s)) {
    case 'string': {
      const max = Math.min(s.maxLength ?? 60, 60)
      const min = Math.min(s.minLength ?? 0, max)
      if (s.format === 'uuid') {
        return hints.ids.length ? fc.oneof(fc.constantFrom(...hints.ids), fc.uuid()) : fc.uuid()
      }
      if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254))
      if (s.format === 'date-time') {
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString())
      }
      if (s.pattern) {
        const p = patterned(s.pattern, s.maxLength ?? Number.MAX_SAFE_INTEGER)
        if (p) return p
      }
      // Plain text half the time; otherwise the text a column may refuse or a renderer mangle.
      const plain = fc.string({ minLength: min, maxLength: Math.max(min, max) })
      const awkward = fc
        .tuple(awkwardText, fc.string({ minLength: min, maxLength: Math.max(min, 12) }))
        .map(([a, pad]) => `${pad}${a}`.slice(0, s.maxLength ?? HUGE))
        .filter((v) => v.length >= min)
      return fc.oneof(plain, awkward)
    }
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? -1e6, Number.MIN_SAFE_INTEGER),
        max: Math.min(s.maximum ?? 1e6, Number.MAX_SAFE_INTEGER),
      })
    case 'number':
      return fc.double({
        min: s.minimum ?? -1e6,
        max: s.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const maxLength = Math.min(s.maxItems ?? 3, 3)
      return fc.array(s.items ? valid(s.items, hints) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: Math.min(s.minItems ?? 0, maxLength),
        maxLength,
      })
    }
    case 'object': {
      const props = Object.entries(s.properties ?? {}).filter(([, p]) => !isForbidden(p))
      if (!props.length) return fc.constant({})
      const required = new Set(s.required ?? [])
      return fc.record(Object.fromEntries(props.map(([k, p]) => [k, valid(p, hints)])), {
        requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)),
      })
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** `{not: {}}` is zod's "must be absent" (z.never()). */
const isForbidden = (s: JsonSchema) => !!s.not && Object.keys(s.not).length === 0

/** A value that follows the schema except for one defect somewhere inside it. */
export function oneDefect(s: JsonSchema, hints: Hints, depth = 0): fc.Arbitrary<unknown> {
  const whole = fc.oneof({ weight: 3, arbitrary: hostile }, { weight: 1, arbitrary: fc.constant(undefined) })
  if (depth > 3) return whole
  const t = typeOf(s)
  const options: fc.Arbitrary<unknown>[] = [whole]
  if (t === 'object' && s.properties) {
    const props = Object.entries(s.properties)
    const base = valid(s, hints) as fc.Arbitrary<Record<string, unknown>>
    // One property replaced by a broken value (`undefined` drops it; a forbidden one appears).
    options.push(
      fc
        .tuple(base, fc.constantFrom(...props))
        .chain(([v, [k, p]]) => oneDefect(p, hints, depth + 1).map((x) => setKey(v, k, x))),
    )
    // An unknown or prototype-polluting key beside valid fields.
    options.push(
      fc.tuple(base, extraKey, fc.oneof(hostile, fc.jsonValue())).map(([v, k, x]) => setKey(v, k, x)),
    )
  }
  if (t === 'array') {
    const item = s.items ?? {}
    options.push(fc.array(oneDefect(item, hints, depth + 1), { minLength: 1, maxLength: 2 }))
    if (s.maxItems !== undefined && s.maxItems <= 1000) {
      options.push(valid(item, hints).map((x) => Array.from({ length: (s.maxItems ?? 0) + 1 }, () => x)))
    }
  }
  if (t === 'string') {
    if (s.maxLength !== undefined && s.maxLength < HUGE) {
      options.push(fc.constant('x'.repeat(s.maxLength + 1)))
    }
    if (s.minLength) options.push(fc.constant('x'.repeat(s.minLength - 1)))
  }
  if (t === 'integer' || t === 'number') {
    options.push(fc.constantFrom(s.minimum ?? -1e6, s.maximum ?? 1e6).map((n) => n + 0.5))
    if (s.minimum !== undefined) options.push(fc.constant(s.minimum - 1))
    if (s.maximum !== undefined) options.push(fc.constant(s.maximum + 1))
  }
  return fc.oneof(...options)
}

function setKey(v: Record<string, unknown>, key: string, x: unknown) {
  const entries = Object.entries(v).filter(([k]) => k !== key)
  return objectOf(x === undefined ? entries : [...entries, [key, x]])
}

/**
 * A request body for an operation: mostly one-defect mutations of its schema (or of a known-valid example,
 * for schemas whose rules JSON Schema cannot say), some valid ones (so handlers are reached and their
 * writes checked), and fully random JSON. Undefined means "no body".
 */
export function bodyFor(
  schema: JsonSchema | undefined,
  hints: Hints,
  example?: Record<string, unknown>,
): fc.Arbitrary<unknown> {
  const random = fc.oneof(hostile, fc.jsonValue({ maxDepth: 4 }))
  if (!schema) return fc.oneof(random, fc.constant(undefined), fc.constant({}))
  const options = [
    { weight: 5, arbitrary: oneDefect(schema, hints) },
    { weight: 2, arbitrary: valid(schema, hints) },
    { weight: 2, arbitrary: random },
  ]
  if (example) {
    const keys = [...new Set([...Object.keys(schema.properties ?? {}), ...Object.keys(example)])]
    const broken = fc
      .constantFrom(...keys)
      .chain((k) => oneDefect(schema.properties?.[k] ?? {}, hints).map((x) => setKey(example, k, x)))
    const extra = fc.tuple(extraKey, hostile).map(([k, x]) => setKey(example, k, x))
    options.push(
      { weight: 2, arbitrary: fc.constant(example) },
      { weight: 5, arbitrary: fc.oneof(broken, extra) },
    )
  }
  return fc.oneof(...options)
}

/** Path parameter values: real ids, unknown uuids, and text that is no id at all. */
export function pathParam(hints: Hints): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: hints.ids.length ? fc.constantFrom(...hints.ids) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.constantFrom(
          'not-a-uuid',
          '0',
          '-1',
          "1' or '1'='1",
          '__proto__',
          'constructor',
          'nul\u0000',
          '\u202E',
          '😀',
          '00000000-0000-0000-0000-00000000000g',
          'x'.repeat(90),
          '%',
        ),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
      ),
    },
  )
}
