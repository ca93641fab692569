import { isStagePoint, type StagePoint, type StageRange, stageOrdinal } from './stage'

/**
 * "28–40 weeks pregnant", "0-3 months postpartum", "36 weeks pregnant to 3 months postpartum", "third trimester",
 * "babies 0–6 months", "ideal from 28 weeks" → a stage range (issue 31.3: import reads what people write). Strict
 * on purpose: "4 weeks, Tuesdays" is a course's length, not a stage, so weeks count only beside a word of pregnancy
 * and months only beside a word of babies or postpartum. Null when nothing reads as a stage.
 */
const DASH = String.raw`\s*(?:-|–|—|to|through|until)\s*`
const PREG = '(?:pregnant|of pregnancy|gestation|gestational)'
const BABY = '(?:postpartum|post-partum|old|of age|after birth)'

const TRIMESTERS: Record<string, [number, number]> = {
  first: [4, 13],
  '1st': [4, 13],
  second: [14, 27],
  '2nd': [14, 27],
  third: [28, 40],
  '3rd': [28, 40],
}

const weeks = (n: string): StagePoint => ({ phase: 'pregnant', value: Number(n) })
const months = (n: string): StagePoint => ({ phase: 'baby', value: Number(n) })

function valid(from: StagePoint, to: StagePoint): StageRange | null {
  if (!isStagePoint(from) || !isStagePoint(to) || stageOrdinal(from) > stageOrdinal(to)) return null
  return { from, to }
}

export function parseStageText(text: string): StageRange | null {
  const t = text.toLowerCase().replace(/\s+/g, ' ')
  let m = new RegExp(String.raw`(\d{1,2})\s*weeks? ${PREG}?${DASH}(\d{1,2})\s*months? ${BABY}`).exec(t)
  if (m) return valid(weeks(m[1]), months(m[2]))
  m = new RegExp(String.raw`(\d{1,2})${DASH}(\d{1,2})\s*weeks?(?: ${PREG}|\s*\(?pregnan)`).exec(t)
  if (m) return valid(weeks(m[1]), weeks(m[2]))
  m = new RegExp(String.raw`(\d{1,2})${DASH}(\d{1,2})\s*months?(?: ${BABY})`).exec(t)
  if (m) return valid(months(m[1]), months(m[2]))
  m = new RegExp(String.raw`bab(?:y|ies)(?: aged| ages?)?\s*(\d{1,2})${DASH}(\d{1,2})\s*months?`).exec(t)
  if (m) return valid(months(m[1]), months(m[2]))
  m = /\b(first|1st|second|2nd|third|3rd) trimester\b/.exec(t)
  if (m) {
    const [a, b] = TRIMESTERS[m[1]]
    return valid(weeks(String(a)), weeks(String(b)))
  }
  // "Ideal from 28 weeks" in a pregnancy class: from then to the due date.
  m = /\b(?:from|after|starting at|beginning at)\s*(\d{1,2})\s*weeks\b/.exec(t)
  if (m && /pregnan|prenatal|birth|due date|expecting|labou?r|arriv/.test(t))
    return valid(weeks(m[1]), weeks('40'))
  m = new RegExp(String.raw`(\d{1,2})\s*weeks? ${PREG}`).exec(t)
  if (m) return valid(weeks(m[1]), weeks(m[1]))
  m = /(\d{1,2})\s*months? postpartum/.exec(t)
  if (m) return valid(months(m[1]), months(m[1]))
  return null
}
