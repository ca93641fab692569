import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostile, type JsonSchema, oneDefect, RawNumber, toJsonText, valid } from './fuzz-arbitraries'

const schema: JsonSchema = {
  type: 'object',
  properties: {
    eventId: { type: 'string', format: 'uuid' },
    name: { type: 'string', minLength: 3, maxLength: 20 },
    channel: { type: 'string', enum: ['email', 'sms'] },
    seats: { type: 'integer', minimum: 1, maximum: 10 },
    note: { type: 'string', nullable: true, maxLength: 50 },
    tags: { type: 'array', maxItems: 2, items: { type: 'string', maxLength: 5 } },
    code: { type: 'string', pattern: '^\\d{3,4}$' },
  },
  required: ['eventId', 'name', 'seats'],
  additionalProperties: false,
}
const ids = ['6f1c2a52-8d1b-4c1e-9f61-0c6f4a1e2b3c']
const ajv = new Ajv({ strict: false })
addFormats(ajv)
// Ajv spells OpenAPI's `nullable` as a union with null.
const check = ajv.compile({
  ...schema,
  properties: { ...schema.properties, note: { type: ['string', 'null'], maxLength: 50 } },
})

describe('fuzz arbitraries', () => {
  it('valid() follows the schema: formats, enums, bounds, lengths, nullables, patterns', () => {
    fc.assert(
      fc.property(valid(schema, { ids }), (v) => {
        expect(check(v), JSON.stringify(check.errors)).toBe(true)
      }),
      { numRuns: 200, seed: 1 },
    )
  })

  it('oneDefect() breaks an object schema that refuses extra keys', () => {
    // A defect may happen to fit (hostile text in a free-text field), but nearly all must not.
    const broken = fc.sample(oneDefect(schema, { ids }), { numRuns: 200, seed: 3 }).filter((v) => !check(v))
    expect(broken.length).toBeGreaterThan(150)
  })

  it('writes own __proto__ keys and number tokens JSON.stringify cannot', () => {
    const body = Object.fromEntries([
      ['__proto__', { polluted: true }],
      ['n', new RawNumber('-0')],
      ['big', new RawNumber('1e999')],
    ])
    expect(toJsonText(body)).toBe('{"__proto__":{"polluted":true},"n":-0,"big":1e999}')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('hostile values include prototype-pollution keys, huge strings and NUL bytes', () => {
    const samples = fc.sample(hostile, { numRuns: 500, seed: 4 }).map(toJsonText)
    expect(samples.some((s) => s.startsWith('{"__proto__"'))).toBe(true)
    expect(samples.some((s) => s.length >= 100_000)).toBe(true)
    expect(samples.some((s) => s.includes('\\u0000'))).toBe(true)
  })
})
