import type * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { FormProvider, useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { EVENT_FORM_DEFAULTS, type EventFormInput, EventFormSchema } from '../../../domain/event-form'
import { AgendaSection, MaterialsSection } from './agenda-materials'
import { BasicSection, ScheduleSection, TagsSection } from './basic-sections'
import { FacilitatorSection, OptionalSection, StatusSection } from './more-sections'
import { ProviderSection } from './provider-section'

// Uppy subscribes in effects and has no server snapshot; the upload controls are covered by the e2e journeys.
vi.mock('./file-upload', () => ({
  FileUpload: (props: { label: string }) => <span data-upload={props.label} />,
}))

const values: EventFormInput = {
  ...EVENT_FORM_DEFAULTS,
  provider2Name: 'Sam Second',
  provider3Name: 'Tess Third',
  imageUrl: '/demo/events/newborn.svg',
  agendaItems: [{ time: '10:00', title: 'Welcome', description: '' }],
  eventMaterials: [{ type: 'link', title: 'Guide', url: 'https://example.org/g.pdf', description: '' }],
}
const directory = [
  { id: '0b6f1f1e-2c1a-4c55-9a55-1b8a4f1f0c11', firstName: 'Ana', lastName: 'B', title: 'RN' },
]

function Harness(props: { children: React.ReactNode }) {
  const form = useForm<EventFormInput>({ defaultValues: values })
  return <FormProvider {...form}>{props.children}</FormProvider>
}

const html = renderToStaticMarkup(
  <Harness>
    <BasicSection />
    <TagsSection tags={[{ id: 1, tagName: 'Sleep', category: 'Topic' }]} isLoading={false} isError={false} />
    <ScheduleSection />
    <ProviderSection directory={directory} />
    <AgendaSection />
    <MaterialsSection />
    <FacilitatorSection />
    <StatusSection />
    <OptionalSection />
  </Harness>,
)
const doc = (selector: RegExp) => selector.test(html)

describe('the event form shows a control for every value it saves', () => {
  // Any of these may come back with an error (the form's own rules or the server's); each needs a control
  // that shows it and takes focus. The banner once had none, so its error appeared nowhere.
  const scalar = Object.keys(EventFormSchema.shape).filter(
    (k) => !['agendaItems', 'eventMaterials', 'selectedTags', 'featured'].includes(k),
  )

  it.each(scalar)('%s', (key) => {
    const slot = /^(provider[23]?)Id$/.exec(key)
    if (slot) expect(doc(new RegExp(`id="pick-${slot[1]}"`))).toBe(true)
    else expect(doc(new RegExp(`name="${key}"`))).toBe(true)
  })

  it.each(['agendaItems.0.time', 'agendaItems.0.title', 'eventMaterials.0.title', 'eventMaterials.0.url'])(
    '%s',
    (path) => {
      expect(doc(new RegExp(`name="${path.replaceAll('.', '\\.')}"`))).toBe(true)
    },
  )
})

describe('required fields', () => {
  const requiredNames = [...html.matchAll(/<(?:input|select|textarea)[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => / required=""/.test(tag))
    .map((tag) => /name="([^"]+)"/.exec(tag)?.[1])

  it('are the ones the rules require, each marked beside its label', () => {
    expect(requiredNames.sort()).toEqual(
      [
        'agendaItems.0.title',
        'capacity',
        'date',
        'description',
        'duration',
        'eventMaterials.0.title',
        'eventMaterials.0.url',
        'eventType',
        'language',
        'price',
        'providerName',
        'providerRole',
        'title',
      ].sort(),
    )
    const marks = html.match(/<span aria-hidden="true"[^>]*>\*<\/span>/g) ?? []
    expect(marks).toHaveLength(requiredNames.length)
  })

  it('leave the field name to its label alone', () => {
    expect(html).toMatch(/<label[^>]*for="f-title"[^>]*>Event Title<\/label>/)
  })
})
