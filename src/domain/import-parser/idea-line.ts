import type { RawRecord } from './fields'

// Where "Title: what it covers" or "Title - what it covers" may split a class idea.
// A colon right before a digit is in a time (6:30), not a separator.
const SEPARATOR = /\s*:(?!\d)\s*|\s[-–—]\s/g
const SMALL_WORDS = new Set(
  'a an and as at but by for from in into nor of off on or over per so the to up via vs with yet'.split(' '),
)
const MAX_SUBTITLE_WORDS = 8

/**
 * Reads like a title's second half ("Newborn Basics", "You Are Not Alone"): every word capitalised (or a number)
 * except short joining words, and no full stop. A description reads like a sentence ("gentle routines for …").
 */
export function isTitleCase(text: string): boolean {
  const words = text.trim().split(/\s+/).filter(Boolean)
  if (!words.length || words.length > MAX_SUBTITLE_WORDS || /[.!]$/.test(text.trim())) return false
  return words.every((word, i) => {
    const w = word.replace(/^[("'“‘[]+/, '')
    if (!/\p{L}/u.test(w)) return true
    if (/^[\p{Lu}\p{N}]/u.test(w)) return true
    return i > 0 && SMALL_WORDS.has(w.toLowerCase())
  })
}

/**
 * One class idea line: the title, and what it covers after a colon or a spaced dash. A separator splits only where
 * what follows it reads like a description; when it reads like the rest of a title, the title keeps it
 * ("Dads' Night: Newborn Basics"). The part after is a description only from 10 characters, the title 3–80.
 */
export function splitIdeaLine(text: string): Pick<RawRecord, 'eventTitle' | 'description'> {
  const seps = [...text.matchAll(SEPARATOR)]
  for (const [n, sep] of seps.entries()) {
    const at = sep.index
    const after = at + sep[0].length
    const next = seps[n + 1]?.index ?? text.length
    if (isTitleCase(text.slice(after, next))) continue
    const title = text.slice(0, at).trim()
    const description = text.slice(after).trim()
    if (title.length >= 3 && title.length <= 80 && description.length >= 10) {
      return { eventTitle: title, description }
    }
  }
  return { eventTitle: text }
}
