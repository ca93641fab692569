import { describe, expect, it } from 'vitest'
import {
  emptyProviderForm,
  ProviderFormSchema,
  ProviderInputSchema,
  providerFormToInput,
  splitList,
  visibleSpecialties,
} from './provider-form'

describe('provider form', () => {
  it('splits comma-separated lists, trims and drops empty entries', () => {
    expect(splitList(' IBCLC,  RN ,, ,CLC ')).toEqual(['IBCLC', 'RN', 'CLC'])
    expect(splitList('')).toEqual([])
  })

  it('sends an empty rating as null, reviewCount as a number, featured false by default', () => {
    const input = providerFormToInput({
      ...emptyProviderForm,
      firstName: 'Ana',
      lastName: 'Ruiz',
      title: 'Doula',
      bio: 'Supports births.',
      specialties: 'Birth, Postpartum,',
      reviewCount: '12',
    })
    expect(input).toMatchObject({ rating: null, reviewCount: 12, featured: false })
    expect(input.specialties).toEqual(['Birth', 'Postpartum'])
    expect(ProviderInputSchema.parse(input).rating).toBeNull()
  })

  it("uses the spec's required-field messages", () => {
    const r = ProviderFormSchema.safeParse(emptyProviderForm)
    const messages = (r.error?.issues ?? []).map((i) => i.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        'First name is required',
        'Last name is required',
        'Title is required',
        'Bio is required',
      ]),
    )
    const api = ProviderInputSchema.safeParse({})
    expect((api.error?.issues ?? []).map((i) => i.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Title is required',
      'Bio is required',
    ])
  })

  it('refuses a rating outside 0–5', () => {
    const base = { firstName: 'A', lastName: 'B', title: 'C', bio: 'D' }
    expect(ProviderInputSchema.safeParse({ ...base, rating: '7' }).success).toBe(false)
    expect(ProviderInputSchema.parse({ ...base, rating: '4.5' }).rating).toBe('4.5')
  })

  it('shows up to 3 specialties and counts the rest', () => {
    expect(visibleSpecialties(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
    expect(visibleSpecialties(['a'])).toEqual({ shown: ['a'], more: 0 })
  })
})
