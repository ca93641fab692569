import { describe, expect, it } from 'vitest'
import { type EventDraft, validateEvent } from '../../../domain/imports'
import { eventColumns } from './columns'
import { outcomeHeading, rowsToSend } from './commit-outcome'
import type { PreviewRow } from './preview-table'
import { countSelection, fixList, importButtonLabel, importHint, noPriceNote, rowList } from './selection'

// Two schedule lines as the built-in parser reads them: no description, so neither passes the event form's rule.
const draft = (over: Partial<EventDraft> = {}): EventDraft => ({
  title: 'Infant CPR Basics',
  description: '',
  eventType: 'Skills Lab',
  date: '2027-01-12T19:00',
  timezone: 'America/Chicago',
  duration: '60',
  price: '0.00',
  capacity: '25',
  language: 'English',
  providerName: 'Thu Nguyen',
  providerRole: 'PNP',
  providerEmail: '',
  ...over,
})
const row = (values: EventDraft, selected = true): PreviewRow<EventDraft> => ({
  values,
  selected,
  duplicateOf: null,
})
const DESCRIBED = 'Hands-on infant CPR and choking response for parents.'

describe('the Import button counts only the rows it can send', () => {
  it('is disabled with the reason when every selected row has errors', () => {
    const rows = [row(draft()), row(draft({ title: 'Newborn Bath Time' }))]
    const s = countSelection(rows, validateEvent)
    expect(s).toEqual({ selected: 2, valid: 0 })
    expect(importButtonLabel(s)).toBe('Import 0 of 2 selected')
    expect(importHint(s)).toEqual({
      text: 'Nothing can be imported yet: 2 selected rows have errors. Fix the marked cells, or deselect those rows.',
      blocks: true,
    })
    expect(rowsToSend(rows, validateEvent)).toEqual([])
  })

  it('sends the valid rows and says the others stay', () => {
    const rows = [row(draft({ description: DESCRIBED })), row(draft()), row(draft(), false)]
    const s = countSelection(rows, validateEvent)
    expect(importButtonLabel(s)).toBe('Import 1 of 2 selected')
    expect(importHint(s)).toEqual({
      text: '1 selected row has errors and will stay in the preview until the marked cells are fixed.',
      blocks: false,
    })
    expect(rowsToSend(rows, validateEvent).map((r) => r.i)).toEqual([0])
  })

  it('reads plainly when all selected rows are fine, and asks for a selection when there is none', () => {
    expect(importButtonLabel({ selected: 2, valid: 2 })).toBe('Import 2 selected')
    expect(importHint({ selected: 2, valid: 2 })).toBeNull()
    expect(importHint({ selected: 0, valid: 0 })).toEqual({
      text: 'Select at least one row to import.',
      blocks: true,
    })
  })
})

describe('what to fill in', () => {
  it('lists each missing field once with its rows, without repeating the field name in the message', () => {
    const rows = [row(draft()), row(draft({ title: 'Hi' })), row(draft(), false)]
    expect(fixList(rows, validateEvent, eventColumns)).toEqual([
      { column: 'Title', message: 'Title must be at least 3 characters', rows: [2] },
      { column: 'Description', message: 'Description must be at least 20 characters', rows: [1, 2] },
    ])
    expect(rowList([1, 2])).toBe('rows 1 and 2')
    expect(rowList([4])).toBe('row 4')
    expect(rowList([1, 2, 3, 4], 2)).toBe('rows 1, 2 and 2 more')
  })
})

describe('the summary after an import', () => {
  it('is a warning when nothing was created, and says when rows were left behind', () => {
    expect(outcomeHeading(0, 2)).toEqual({ title: 'Nothing was imported', tone: 'warning' })
    expect(outcomeHeading(0, 0)).toEqual({ title: 'Nothing was imported', tone: 'warning' })
    expect(outcomeHeading(3, 1)).toEqual({
      title: 'Import finished, some rows were not imported',
      tone: 'warning',
    })
    expect(outcomeHeading(3, 0)).toEqual({ title: 'Import finished', tone: 'success' })
  })
})

describe('class ideas without a price', () => {
  it('says how many selected ideas will be saved as free', () => {
    const idea = (price: string, selected = true) => ({ values: { price }, selected, duplicateOf: null })
    expect(noPriceNote([idea(''), idea(' '), idea('', false), idea('15.00')])).toBe(
      '2 selected ideas have no price: they will be saved as free (0.00). Enter a price for any that will cost something.',
    )
    expect(noPriceNote([idea('0.00')])).toBeNull()
  })
})
