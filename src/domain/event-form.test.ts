import { describe, expect, it } from 'vitest'
import {
  EVENT_FORM_DEFAULTS,
  EventFormSchema,
  instantToLocalDateTime,
  isStatusAction,
  localDateTimeToInstant,
} from './event-form'

const valid = {
  ...EVENT_FORM_DEFAULTS,
  title: 'Newborn Sleep Basics',
  description: 'How newborns sleep, and how parents can rest too.',
  eventType: 'Newborn Care Basics',
  date: '2030-07-01T10:00',
  providerName: 'Pat Provider',
  providerRole: 'IBCLC',
}

function messages(input: Record<string, unknown>) {
  const r = EventFormSchema.safeParse(input)
  if (r.success) return {}
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('event form schema', () => {
  it('accepts a valid form and applies the defaults', () => {
    const { duration, price, capacity, language, status, audience, featured, timezone, ...rest } = valid
    void [duration, price, capacity, language, status, audience, featured, timezone]
    const out = EventFormSchema.parse(rest)
    expect(out).toMatchObject({
      duration: 60,
      price: '0.00',
      capacity: 25,
      language: 'English',
      status: 'published',
      audience: 'all',
      featured: false,
      timezone: 'America/Chicago',
      agendaItems: [],
      selectedTags: [],
    })
  })

  it.each([
    ['title', 'ab', 'Title must be at least 3 characters'],
    ['description', 'too short', 'Description must be at least 20 characters'],
    ['eventType', '', 'Please select an event type'],
    ['date', '', 'Date is required'],
    ['duration', 10, 'Duration must be at least 15 minutes'],
    ['duration', '', 'Duration must be at least 15 minutes'],
    ['price', '25.000', 'Price must be a valid amount (e.g., 25.00)'],
    ['price', 'free', 'Price must be a valid amount (e.g., 25.00)'],
    ['capacity', 0, 'Capacity must be at least 1'],
    ['providerName', 'P', 'Provider name is required'],
    ['providerRole', 'R', 'Provider role/credentials are required'],
    ['facilitatorEmail', 'not-an-email', 'Invalid email'],
    ['language', '', 'Please select a language'],
    ['zoomLink', 'zoom', 'Please enter a valid URL'],
    ['webinarLink', 'nope', 'Please enter a valid URL'],
    ['zohoRegistrationUrl', 'x', 'Please enter a valid URL'],
  ])('%s = %j gives "%s"', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })[field]).toBe(message)
  })

  it('requires a date when it is missing altogether', () => {
    const { date, ...rest } = valid
    void date
    expect(messages(rest).date).toBe('Date is required')
  })

  it('refuses a date or time that does not exist instead of rolling it into the next month', () => {
    for (const date of ['2026-02-30T18:30', '2026-04-31T10:00', '2026-03-03T25:00', '2026-03-03T10:70']) {
      expect(messages({ ...valid, date }).date).toBe('This date or time does not exist')
    }
    expect(messages({ ...valid, date: '2028-02-29T10:00' }).date).toBeUndefined()
    expect(messages({ ...valid, date: 'soon' }).date).toBe('Date must be a date and time (YYYY-MM-DDTHH:mm)')
  })

  it('refuses a status or audience outside the lists', () => {
    expect(messages({ ...valid, status: 'archived' }).status).toBeDefined()
    expect(messages({ ...valid, audience: 'everyone' }).audience).toBeDefined()
  })

  it('accepts empty optional URLs and emails, and coerces numbers typed as text', () => {
    const out = EventFormSchema.parse({
      ...valid,
      zoomLink: '',
      facilitatorEmail: '',
      duration: '90',
      capacity: '12',
      price: '25',
    })
    expect(out).toMatchObject({ duration: 90, capacity: 12, price: '25' })
  })

  it('strips fields that must never be written (mass assignment)', () => {
    const out = EventFormSchema.parse({ ...valid, enrolled: 99, heldSeats: 3, id: 'x', provider4Name: 'Z' })
    expect(out).not.toHaveProperty('enrolled')
    expect(out).not.toHaveProperty('heldSeats')
    expect(out).not.toHaveProperty('id')
    expect(out).not.toHaveProperty('provider4Name')
  })

  it('checks agenda items and materials', () => {
    const m = messages({
      ...valid,
      agendaItems: [{ time: '10:00', title: '' }],
      eventMaterials: [{ type: 'pdf', title: 'Guide', url: '' }],
    })
    expect(m['agendaItems.0.title']).toBe('Agenda item title is required')
    expect(m['eventMaterials.0.url']).toBe('Upload a PDF or enter a link')
  })

  it('takes the site own image paths (uploads, demo) and http(s) links for photos, banner and materials', () => {
    const out = EventFormSchema.parse({
      ...valid,
      providerPhotoUrl: '/demo/providers/maria-lopez.svg',
      provider2PhotoUrl: '/objects/8d3c2b1a-0000-4000-8000-000000000000-thumb',
      imageUrl: '/demo/events/newborn.svg',
      eventMaterials: [{ type: 'link', title: 'Guide', url: 'https://example.org/guide.pdf' }],
    })
    expect(out).toMatchObject({
      providerPhotoUrl: '/demo/providers/maria-lopez.svg',
      imageUrl: '/demo/events/newborn.svg',
    })
  })

  it.each([
    ['zoomLink', 'javascript:alert(1)'],
    ['webinarLink', '/objects/abc'],
  ])('refuses %s = %j', (field, value) => {
    expect(messages({ ...valid, [field]: value })[field]).toBe('Please enter a valid URL')
  })

  // The CSP shows pictures from the site only; any other path is a page or an API call (AE12).
  it.each([
    ['providerPhotoUrl', '//evil.example/x.png'],
    ['imageUrl', 'javascript:alert(1)'],
    ['imageUrl', 'foo'],
    ['imageUrl', 'https://cdn.example.org/banner.webp'],
    ['imageUrl', '/api/logout'],
    ['imageUrl', '/objects/%2e%2e/api/logout'],
    ['provider3PhotoUrl', 'data:image/svg+xml,<svg/>'],
  ])('refuses the picture %s = %j', (field, value) => {
    expect(messages({ ...valid, [field]: value })[field]).toBe(
      'Upload the picture: only pictures stored on this site can be shown',
    )
  })

  it('refuses a material link that would run script', () => {
    const m = messages({
      ...valid,
      eventMaterials: [{ type: 'link', title: 'Guide', url: 'javascript:alert(1)' }],
    })
    expect(m['eventMaterials.0.url']).toBe('Please enter a valid URL')
  })

  it('tells a status action from a full update', () => {
    expect(isStatusAction({ status: 'published' })).toBe(true)
    expect(isStatusAction({ status: 'archived' })).toBe(true)
    expect(isStatusAction({ status: 'draft' })).toBe(false)
    expect(isStatusAction({ ...valid, status: 'published' })).toBe(false)
  })
})

describe('event local time', () => {
  it('reads the form date in the event timezone', () => {
    expect(localDateTimeToInstant('2030-07-01T10:00', 'America/Chicago').toISOString()).toBe(
      '2030-07-01T15:00:00.000Z',
    )
    expect(localDateTimeToInstant('2030-01-15T10:00', 'America/Chicago').toISOString()).toBe(
      '2030-01-15T16:00:00.000Z',
    )
    expect(localDateTimeToInstant('2030-07-01T10:00', 'America/New_York').toISOString()).toBe(
      '2030-07-01T14:00:00.000Z',
    )
  })

  it('moves a wall time skipped by spring-forward onto the next valid time', () => {
    expect(localDateTimeToInstant('2025-03-09T02:30', 'America/Chicago').toISOString()).toBe(
      '2025-03-09T08:30:00.000Z',
    )
  })

  it('round-trips an instant into the form', () => {
    expect(instantToLocalDateTime('2030-07-01T15:00:00.000Z', 'America/Chicago')).toBe('2030-07-01T10:00')
    expect(instantToLocalDateTime('2030-07-01T15:00:00.000Z', 'Pacific/Honolulu')).toBe('2030-07-01T05:00')
  })

  it('refuses a malformed local date', () => {
    expect(() => localDateTimeToInstant('July 1', 'America/Chicago')).toThrow(RangeError)
  })
})
