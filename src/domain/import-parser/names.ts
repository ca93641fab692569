/** Perinatal and clinical credentials people write after names. */
const KNOWN_CREDENTIALS = new Set(
  (
    'IBCLC RN BSN MSN CNM CPM CD CD(DONA) DONA CLC CLE CLEC CBE CCE LCCE ICCE LCSW LICSW LMFT LPC LPCC ' +
    'PHD PSYD MD DO NP FNP WHNP PMHNP APRN CNS DNP PA PA-C PT DPT OT OTR MPH MA MS MED MSW RD RDN LD ' +
    'CPST PMH-C IMH-E CLD CPD LMT BA BS MBA MFT OB-GYN OBGYN FACOG RNC RNC-OB CNS-BC IBCLC-RN CSC SLP CCC-SLP'
  ).split(' '),
)
const HONORIFICS = /^(dr|dra|mr|mrs|ms|mx|prof|doctor)\.?\s+/i
const PARTICLES = new Set([
  'de',
  'del',
  'della',
  'da',
  'di',
  'do',
  'dos',
  'van',
  'von',
  'der',
  'den',
  'la',
  'le',
  'du',
  'bin',
  'al',
  'el',
  'y',
  'st.',
])
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/

const credKey = (t: string) => t.replace(/\./g, '').toUpperCase()

/** A known credential, or an all-caps abbreviation when `loose` (only after a comma). */
export function isCredential(token: string, loose = false): boolean {
  const t = token.trim()
  if (!t) return false
  if (KNOWN_CREDENTIALS.has(credKey(t))) return true
  return loose && /^[A-Z][A-Z0-9]{1,5}(?:-[A-Z0-9]{1,4})?$/.test(t.replace(/\./g, ''))
}

const normalizeCred = (t: string) => {
  const k = credKey(t)
  const spelled: Record<string, string> = { PHD: 'PhD', PSYD: 'PsyD', MED: 'MEd' }
  return spelled[k] ?? (KNOWN_CREDENTIALS.has(k) ? k : t.trim())
}

export type NameParts = { name: string; credentials: string[]; rest: string }

/** "Dr. Maria Lopez, IBCLC, RN" → name "Maria Lopez", credentials ["IBCLC","RN"]; text after is `rest`. */
export function splitNameCredentials(raw: string): NameParts {
  const honorific = HONORIFICS.exec(raw.trim())?.[0] ?? ''
  let s = raw.trim().replace(HONORIFICS, '')
  const credentials: string[] = []
  // "CD(DONA)": a credential with its certifying body, written as one token.
  s = s.replace(/\b([A-Z]{2,5})\(([A-Z]{2,8})\)/g, (whole) => {
    credentials.push(whole)
    return ''
  })
  s = s.replace(/\(([^)]*)\)/g, (whole, inner: string) => {
    const toks = inner.split(/[\s,/]+/).filter(Boolean)
    if (toks.length && toks.every((t) => isCredential(t, true))) {
      credentials.push(...toks.map(normalizeCred))
      return ''
    }
    return whole
  })
  const parts = s
    .split(',')
    .map((p) => p.trim())
    .filter((p, i) => i === 0 || p)
  let name = parts.shift() ?? ''
  const restParts: string[] = []
  for (const [i, p] of parts.entries()) {
    const toks = p.split(/[\s/]+/).filter(Boolean)
    if (toks.length && toks.every((t) => isCredential(t, true))) credentials.push(...toks.map(normalizeCred))
    else {
      restParts.push(...parts.slice(i))
      break
    }
  }
  // "Maria Lopez IBCLC RN": trailing known credentials without commas.
  const words = name.split(/\s+/).filter(Boolean)
  const trailing: string[] = []
  while (words.length > 1 && isCredential(words[words.length - 1])) trailing.unshift(words.pop() as string)
  if (trailing.length) {
    credentials.unshift(...trailing.map(normalizeCred))
    name = words.join(' ')
  }
  return {
    // "Dr. Smith" keeps its title: a surname alone names nobody in particular.
    name: `${/\s/.test(name.trim()) ? '' : honorific}${name}`.replace(/\s+/g, ' ').trim(),
    credentials: dedupe(credentials),
    rest: restParts.join(', '),
  }
}

const dedupe = (xs: string[]) => [...new Set(xs)]

/** "Maria Lopez" → Maria / Lopez; "Ana de la Cruz" → Ana / de la Cruz; "王芳" → family name first. */
export function splitFullName(full: string): { firstName: string; lastName: string } {
  const s = full.trim()
  if (!s) return { firstName: '', lastName: '' }
  if (!/\s/.test(s) && CJK.test(s)) {
    // East Asian names written without a space put the family name first (one character, usually).
    return s.length >= 2 ? { firstName: s.slice(1), lastName: s.slice(0, 1) } : { firstName: s, lastName: '' }
  }
  const words = s.split(/\s+/)
  if (words.length === 1) return { firstName: words[0], lastName: '' }
  let i = words.length - 1
  while (i > 1 && PARTICLES.has(words[i - 1].toLowerCase())) i--
  return { firstName: words.slice(0, i).join(' '), lastName: words.slice(i).join(' ') }
}

/**
 * Words that are in titles, job titles and headings but not in people's names: "Car Seat Safety Check-In", "Lead
 * Lactation Consultant" and "Meet Our Team" are capitalised words too.
 */
const NOT_NAME_WORDS = new Set(
  (
    'a an and the of for to in on at with our your my meet team staff directory welcome about contact us ' +
    'class classes session sessions workshop workshops series schedule agenda program programs event events ' +
    'upcoming calendar night day week month basics 101 intro introduction care safety check seat car sleep ' +
    'feeding breastfeeding bottle baby babies newborn newborns infant infants toddler toddlers prenatal postnatal ' +
    'postpartum birth labor labour pregnancy yoga support circle group groups q&a lab skills talk chat hour ' +
    'consultant consultants educator educators nurse nurses doula doulas therapist therapists coach instructor ' +
    'instructors specialist director manager coordinator lead senior founder counselor counselors physician ' +
    'midwife midwives practitioner technician teacher teachers provider providers facilitator facilitators ' +
    'clinical registered certified lactation perinatal pediatric maternal mental health wellness nutrition ' +
    'therapy physical family families parent parents partner partners dad dads mom moms new first home online ' +
    'virtual zoom register registration free fee price time date location ideas topics backlog notes ' +
    'clinic center centre hospital foundation inc llc co community services service resources resource'
  ).split(' '),
)

/** Two to five capitalised words (particles allowed), none of them a title's word, or a short CJK name. */
export function looksLikePersonName(s: string): boolean {
  const t = s.trim().replace(HONORIFICS, '')
  if (!t || t.length > 60) return false
  // "Dr. Smith": a title before one surname makes it a person.
  if (HONORIFICS.test(s.trim()) && /^[\p{Lu}][\p{L}'’-]+$/u.test(t) && !NOT_NAME_WORDS.has(t.toLowerCase()))
    return true
  if (CJK.test(t)) return t.replace(/\s/g, '').length <= 6
  const words = t.split(/\s+/)
  if (words.length < 2 || words.length > 5) return false
  if (words.some((w) => NOT_NAME_WORDS.has(w.toLowerCase().replace(/[.,'’]+$/, '')))) return false
  // A name is not written in capitals throughout ("NEW WORKSHOP").
  if (words.every((w) => w.length > 1 && w === w.toUpperCase())) return false
  return words.every((w) => PARTICLES.has(w.toLowerCase()) || /^[\p{Lu}][\p{L}'’.-]*$/u.test(w))
}

/** A professional title implied by a credential, for provider rows that give none. */
const TITLE_BY_CREDENTIAL: Record<string, string> = {
  IBCLC: 'Lactation Consultant',
  CLC: 'Lactation Counselor',
  CNM: 'Certified Nurse Midwife',
  CPM: 'Certified Professional Midwife',
  CD: 'Birth Doula',
  DONA: 'Birth Doula',
  CPD: 'Postpartum Doula',
  LCSW: 'Clinical Social Worker',
  LMFT: 'Family Therapist',
  LPC: 'Licensed Counselor',
  'PMH-C': 'Perinatal Mental Health Specialist',
  PSYD: 'Psychologist',
  CCE: 'Childbirth Educator',
  LCCE: 'Childbirth Educator',
  DPT: 'Physical Therapist',
  PT: 'Physical Therapist',
  RD: 'Dietitian',
  RDN: 'Dietitian',
  'OB-GYN': 'Obstetrician',
  MD: 'Physician',
  NP: 'Nurse Practitioner',
  RN: 'Registered Nurse',
}
export function titleFromCredentials(creds: string[]): string {
  for (const c of creds) {
    const t = TITLE_BY_CREDENTIAL[credKey(c)]
    if (t) return t
  }
  return ''
}
