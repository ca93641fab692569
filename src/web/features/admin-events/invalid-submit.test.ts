import { zodResolver } from '@hookform/resolvers/zod'
import { describe, expect, it } from 'vitest'
import { EVENT_FORM_DEFAULTS, type EventFormInput, EventFormSchema } from '../../../domain/event-form'
import { invalidSubmitToast, listFieldProblems } from './invalid-submit'

const filled: EventFormInput = {
  ...EVENT_FORM_DEFAULTS,
  title: 'Newborn Sleep Basics',
  description: 'How newborns sleep, and how parents can rest too.',
  eventType: 'Newborn Care Basics',
  date: '2030-07-01T10:00',
  providerName: 'Pat Provider',
  providerRole: 'IBCLC',
}

/** The errors the page's resolver gives the form on submit. */
async function errorsOf(values: EventFormInput) {
  const result = await zodResolver(EventFormSchema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })
  return result.errors
}

describe('the toast for a refused submit', () => {
  it('names the PDF material that has a title but no file', async () => {
    const errors = await errorsOf({
      ...filled,
      eventMaterials: [
        { type: 'link', title: 'Reading', url: 'https://example.test/read', description: '' },
        { type: 'pdf', title: 'Sleep guide', url: '', description: '' },
      ],
    })
    expect(listFieldProblems(errors)).toEqual([
      { path: 'eventMaterials.1.url', message: 'Upload a PDF or enter a link' },
    ])
    expect(invalidSubmitToast(errors)).toEqual({
      title: 'Please fix the highlighted fields',
      description: 'Material 2: Upload a PDF or enter a link',
    })
  })

  it('gives the first problem in form order and counts the rest', async () => {
    const errors = await errorsOf({
      ...filled,
      title: 'ab',
      provider2Email: 'nope',
      eventMaterials: [{ type: 'pdf', title: 'Sleep guide', url: '', description: '' }],
    })
    expect(listFieldProblems(errors).map((p) => p.path)).toEqual([
      'title',
      'provider2Email',
      'eventMaterials.0.url',
    ])
    expect(invalidSubmitToast(errors).description).toBe('Title must be at least 3 characters (and 2 more)')
  })

  it('says which picture a refused link belongs to', async () => {
    expect(
      invalidSubmitToast(await errorsOf({ ...filled, imageUrl: '//evil.example/b.png' })).description,
    ).toBe('Banner: Upload the picture: only pictures stored on this site can be shown')
    expect(
      invalidSubmitToast(await errorsOf({ ...filled, providerPhotoUrl: 'javascript:alert(1)' })).description,
    ).toBe('Provider 1: Upload the picture: only pictures stored on this site can be shown')
  })

  it('takes the site own demo pictures', async () => {
    const errors = await errorsOf({
      ...filled,
      providerPhotoUrl: '/demo/providers/maria-lopez.svg',
      imageUrl: '/demo/events/newborn.svg',
    })
    expect(listFieldProblems(errors)).toEqual([])
  })

  it('says which provider an address belongs to', async () => {
    const errors = await errorsOf({ ...filled, provider2Email: 'nope' })
    expect(invalidSubmitToast(errors).description).toBe('Provider 2: Invalid email')
  })
})
