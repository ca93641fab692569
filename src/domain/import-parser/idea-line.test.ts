import { describe, expect, it } from 'vitest'
import { isTitleCase, splitIdeaLine } from './idea-line'
import { parseClassText } from './index'

const now = new Date('2026-11-20T15:00:00Z')
const ideas = (text: string) => parseClassText(text, { now }).classes.map((c) => [c.eventName, c.description])

describe('a colon or dash in a class idea line', () => {
  it('stays in the title when what follows reads like the rest of a title', () => {
    expect(ideas("Dads' Night: Newborn Basics")).toEqual([["Dads' Night: Newborn Basics", '']])
    expect(ideas('- Perinatal Anxiety: You Are Not Alone')).toEqual([
      ['Perinatal Anxiety: You Are Not Alone', ''],
    ])
    expect(ideas('Postpartum Yoga - Gentle Flow for New Moms')).toEqual([
      ['Postpartum Yoga - Gentle Flow for New Moms', ''],
    ])
  })

  it('still splits "Title: what it covers" when what follows reads like a sentence (the page’s example)', () => {
    expect(ideas('- Infant Sleep 101: gentle routines for the first year')).toEqual([
      ['Infant Sleep 101', 'gentle routines for the first year'],
    ])
    expect(ideas('Infant Sleep 101: Gentle routines for the first year')).toEqual([
      ['Infant Sleep 101', 'Gentle routines for the first year'],
    ])
    expect(ideas('Grief after pregnancy loss – a space to talk with others who understand')).toEqual([
      ['Grief after pregnancy loss', 'a space to talk with others who understand'],
    ])
  })

  it('splits after a subtitle when a description follows it', () => {
    expect(splitIdeaLine("Dads' Night: Newborn Basics: what new dads ask most")).toEqual({
      eventTitle: "Dads' Night: Newborn Basics",
      description: 'what new dads ask most',
    })
  })

  it('tells a subtitle from a description', () => {
    expect(isTitleCase('Newborn Basics')).toBe(true)
    expect(isTitleCase('A Guide to the First 6 Weeks')).toBe(true)
    expect(isTitleCase('what helps and what does not')).toBe(false)
    expect(isTitleCase('Bring Your Questions.')).toBe(false)
    expect(isTitleCase('One Two Three Four Five Six Seven Eight Nine')).toBe(false)
  })
})
