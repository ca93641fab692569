import { describe, expect, it } from 'vitest'
import { duplicateFormValues, eventToFormValues } from './event-form-values'
import type { EventStatus } from './event-rules'
import type { StaffEvent } from './events'

const staffEvent = (status: EventStatus, storedStatus: EventStatus): StaffEvent => ({
  id: '6f1c1f4e-2c52-4c39-9d44-7d3f2b9b1a01',
  title: 'Newborn Sleep Basics',
  description: 'How newborns sleep, and how parents can rest too.',
  eventType: 'Newborn Care Basics',
  date: '2030-07-01T15:00:00.000Z',
  duration: 90,
  stageRange: null,
  price: '25.00',
  priceCents: 2500,
  capacity: 10,
  enrolled: 6,
  spotsLeft: 4,
  status,
  storedStatus,
  imageUrl: null,
  language: 'English',
  audience: 'all',
  timezone: 'America/Chicago',
  featured: false,
  providerId: null,
  providerName: 'Pat Provider',
  providerRole: 'IBCLC',
  providerBio: null,
  providerPhotoUrl: null,
  provider2Id: null,
  provider2Name: null,
  provider2Role: null,
  provider2Bio: null,
  provider2PhotoUrl: null,
  provider3Id: null,
  provider3Name: null,
  provider3Role: null,
  provider3Bio: null,
  provider3PhotoUrl: null,
  agendaItems: [],
  eventMaterials: [],
  zohoRegistrationUrl: null,
  parentSurveyUrl: null,
  hasWebinarLink: false,
  tags: [],
  webinarLink: null,
  zoomLink: null,
  zohoWebinarId: null,
  zohoWebinarJoinUrl: null,
  providerEmail: null,
  provider2Email: null,
  provider3Email: null,
  facilitatorFirstName: null,
  facilitatorLastName: null,
  facilitatorEmail: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
})

describe('eventToFormValues: the Status the edit form opens with', () => {
  it.each([
    ['limited', 'published', 'published'],
    ['sold_out', 'published', 'published'],
    ['sold_out', 'limited', 'limited'],
    ['published', 'sold_out', 'sold_out'],
    ['cancelled', 'cancelled', 'cancelled'],
    ['archived', 'archived', 'draft'],
  ] as const)('shown %s, stored %s → %s', (shown, stored, expected) => {
    expect(eventToFormValues(staffEvent(shown, stored), []).status).toBe(expected)
  })
})

describe('duplicateFormValues: a new session from a saved one', () => {
  it('keeps the class and its content, and asks for a new date, as a draft, unfeatured, without the old webinar', () => {
    const saved = {
      ...staffEvent('published', 'published'),
      featured: true,
      zohoWebinarId: 'web-123',
      zohoRegistrationUrl: 'https://zoho.example/r/123',
      zoomLink: 'https://zoom.example/j/1',
    }
    const copy = duplicateFormValues(eventToFormValues(saved, [3, 5]))
    expect(copy).toMatchObject({
      title: 'Newborn Sleep Basics',
      description: 'How newborns sleep, and how parents can rest too.',
      price: '25.00',
      duration: 90,
      providerName: 'Pat Provider',
      selectedTags: [3, 5],
      zoomLink: 'https://zoom.example/j/1',
      date: '',
      status: 'draft',
      featured: false,
      zohoWebinarId: '',
      zohoRegistrationUrl: '',
    })
  })
})
