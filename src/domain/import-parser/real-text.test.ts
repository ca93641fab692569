import { describe, expect, it } from 'vitest'
import { parseBulkText, parseClassText } from './index'

// Friday 2026-11-20, 9:00 in Chicago. One test per kind of text the held-out set found (issue 27).
const now = new Date('2026-11-20T15:00:00Z')
const events = (text: string) => parseBulkText(text, 'events', { now })

describe('kinds of real text (issue 27)', () => {
  it('a web-page copy with the date badge on three lines, and page links that are no events', () => {
    const { events: rows } = events(
      `Events\n\nFRI\nJAN\n8\nPumping Basics\n6:30 PM - 7:15 PM EST\nRegister\n\nTerms of Service\nPrivacy Policy`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      title: 'Pumping Basics',
      date: '2027-01-08T18:30',
      timezone: 'America/New_York',
      duration: '45',
    })
  })

  it('an emoji flyer: emoji are bullets, the zone note applies to the session, and fee/person lines are no rows', () => {
    const { events: rows } = events(
      `🌸 Mama Circle 🌸\n🗓 Fri Dec 4 • 11:00am–12:00pm\n🙋‍♀️ with Dana Reyes\n💲 $12 per mom\n🪑 10 seats\n\nAll times Mountain.`,
    )
    expect(rows).toEqual([
      expect.objectContaining({
        title: 'Mama Circle',
        date: '2026-12-04T11:00',
        timezone: 'America/Denver',
        duration: '60',
        price: '12.00',
        capacity: '10',
        providerName: 'Dana Reyes',
      }),
    ])
  })

  it("a coordinator's email: subject, greeting, sign-off and signature are no classes; the signer leads them", () => {
    const { classes } = parseClassText(
      `Subject: two ideas\n\nHello team!\n\nBaby Sign Language: a 45-minute intro to first signs for babies and parents.\nToddler Meals: quick balanced meals for picky eaters and busy evenings.\n\nCheers,\nTeresa Nakamura, RD\nPediatric Dietitian`,
      { now },
    )
    expect(classes.map((c) => c.eventName)).toEqual(['Baby Sign Language', 'Toddler Meals'])
    expect(classes[0]).toMatchObject({
      durationMinutes: '45',
      providerFirstName: 'Teresa',
      providerLastName: 'Nakamura',
    })
  })

  it('HTML leftovers: entities decoded, "7:00&nbsp;PM" is evening, "Fee: $18.50" kept, no "&bull" or "Fee" rows', () => {
    const { events: rows } = events(
      `<p><b>Colic Survival Kit</b><br/>Mon, Jan 11, 2027 &bull 7:00&nbsp;PM CT<br/>Fee: $18.50<br/>with Ruth Adler</p>`,
    )
    expect(rows).toEqual([
      expect.objectContaining({
        title: 'Colic Survival Kit',
        date: '2027-01-11T19:00',
        price: '18.50',
        providerName: 'Ruth Adler',
      }),
    ])
  })

  it('a Spanish listing: dates, "1 hora", "90 minutos", "cupo limitado a", the language note and the facilitator line', () => {
    const { events: rows } = events(
      `Sueño del bebé\nmiércoles 13 de enero, 7:00 p.m.\nDuración: 1 hora · cupo limitado a 15\nFacilitador: Andrés Molina\n\nMasaje para bebés\nsábado 16 de enero, 10:00 a.m.\nDuración: 90 minutos\nFacilitadora: Carmen Ortiz, CLC\n\nTodas las sesiones son en español.`,
    )
    expect(rows).toEqual([
      expect.objectContaining({
        title: 'Sueño del bebé',
        date: '2027-01-13T19:00',
        duration: '60',
        capacity: '15',
        language: 'Spanish',
        providerName: 'Andrés Molina',
      }),
      expect.objectContaining({
        title: 'Masaje para bebés',
        date: '2027-01-16T10:00',
        duration: '90',
        language: 'Spanish',
        providerName: 'Carmen Ortiz',
        providerRole: 'CLC',
      }),
    ])
  })

  it('a meet-our-team page: written job titles kept, "email | phone" read, job-title lines are no providers', () => {
    const { providers } = parseBulkText(
      `Our Team\n\nTeresa Nakamura, RD\nPediatric Dietitian & Feeding Lead\nteresa@cradle.example | (415) 555-0199\n\nAndrés Molina, LCSW\nFathers Program Director\nandres@cradle.example | 415-555-0198`,
      'providers',
      { now },
    )
    expect(providers).toEqual([
      expect.objectContaining({
        firstName: 'Teresa',
        lastName: 'Nakamura',
        title: 'Pediatric Dietitian & Feeding Lead',
        credentials: ['RD'],
        email: 'teresa@cradle.example',
        phone: '(415) 555-0199',
      }),
      expect.objectContaining({
        firstName: 'Andrés',
        lastName: 'Molina',
        title: 'Fathers Program Director',
        email: 'andres@cradle.example',
      }),
    ])
  })

  it('a CRM export: "Last, First" names with particles and an "Areas of Focus" column', () => {
    const { providers } = parseBulkText(
      `Full Name,Position,Areas of Focus,Email\n"de la Fuente, Marisol",Perinatal Therapist,"Birth trauma; Anxiety",marisol@example.org\n"Adeyemi, Tunde",Doula,Fathers,tunde@example.org`,
      'providers',
      { now },
    )
    expect(providers.map((p) => [p.firstName, p.lastName, p.title, p.specialties])).toEqual([
      ['Marisol', 'de la Fuente', 'Perinatal Therapist', ['Birth trauma', 'Anxiety']],
      ['Tunde', 'Adeyemi', 'Doula', ['Fathers']],
    ])
  })

  it('an events-platform export: "Event …" headers are separate fields and the end time gives the length', () => {
    const { events: rows } = events(
      `Event ID,Event Name,Event Status,Event Start,Event End,Event Timezone\n55,Reflux Q&A,Live,2027-02-01 18:00,2027-02-01 19:15,America/New_York`,
    )
    expect(rows).toEqual([
      expect.objectContaining({
        title: 'Reflux Q&A',
        date: '2027-02-01T18:00',
        duration: '75',
        timezone: 'America/New_York',
      }),
    ])
  })

  it('a long calendar copy: every title and every person read, none of them "·" or TBD', () => {
    const text = Array.from(
      { length: 30 },
      (_, i) =>
        `Feb ${(i % 28) + 1} · 6:00 – 7:00pm · Topic ${i + 1} · ${['Ruth Adler', 'Dana Reyes'][i % 2]}`,
    ).join('\n')
    const { events: rows } = events(text)
    expect(rows).toHaveLength(30)
    expect(rows.every((r, i) => r.title === `Topic ${i + 1}` && r.providerName !== 'TBD')).toBe(true)
  })

  it('"Price: Free" above "Max participants: 40" is free, with 40 places', () => {
    const { events: rows } = events(
      `Title: Sleep Clinic\nDate: Jan 20, 2027 7pm\nPrice: Free\nMax participants: 40`,
    )
    expect(rows[0]).toMatchObject({ price: '0.00', capacity: '40' })
  })

  it('a relative date is flagged, a dotted date and Slack shorthand are read', () => {
    const rel = events('Sleep Q&A with Ruth Adler - next Wednesday 6pm CT')
    expect(rel.events[0]).toMatchObject({ title: 'Sleep Q&A', date: '' })
    expect(rel.eventNotes[0]).toMatch(/relative date/)
    expect(events('2.4.27 6pm - Bottle Prep - $5').events[0]).toMatchObject({ date: '2027-02-04T18:00' })
    expect(events('wed 1/6 7p ET — Burp Clinic w/ Dana Reyes (30m)').events[0]).toMatchObject({
      title: 'Burp Clinic',
      date: '2027-01-06T19:00',
      timezone: 'America/New_York',
      duration: '30',
      providerName: 'Dana Reyes',
    })
  })

  it('links the session to a provider named in the same import ("led by", or the next line)', () => {
    const { providers, events: rows } = parseBulkText(
      `Name: Ruth Adler\nTitle: Infant Sleep Coach\nLanguages: English, Russian\n\nNap Schedules led by Ruth Adler - Dec 9, 2026 1pm CT`,
      'both',
      { now },
    )
    expect(providers[0]).toMatchObject({ firstName: 'Ruth', lastName: 'Adler', title: 'Infant Sleep Coach' })
    expect(providers[0].languages).toEqual(['English', 'Russian'])
    expect(rows[0]).toMatchObject({ title: 'Nap Schedules', providerName: 'Ruth Adler' })
  })

  it('an events-page badge in another order ("DEC / 17 / Thursday") and labels on their own lines', () => {
    const badge = events('DEC\n17\nThursday\n7:00 PM - 8:00 PM CST\nHoliday Sleep Survival\nRegister')
    expect(badge.events).toEqual([
      expect.objectContaining({ title: 'Holiday Sleep Survival', date: '2026-12-17T19:00', duration: '60' }),
    ])
    const labelled = events(
      'Understanding Baby Cues\nDate and time\nSat, Jan 9, 2027, 10:00 AM – 11:30 AM CST\nLocation\nOnline event\nAbout this event\nLearn to read hunger and tired cues in newborns.\nPresented by: Jane Doe, RN',
    )
    expect(labelled.events).toEqual([
      expect.objectContaining({
        title: 'Understanding Baby Cues',
        date: '2027-01-09T10:00',
        duration: '90',
        description: 'Learn to read hunger and tired cues in newborns.',
        providerName: 'Jane Doe',
        providerRole: 'RN',
      }),
    ])
  })

  it('a calendar copy with the day, the time, the title and the person on lines of their own', () => {
    const { events: rows } = events(
      'Tue, Dec 1\n7 – 8pm\nInfant Massage\nNadia Petrova\n\nWed, Dec 2\n12 – 1pm\nReturning to Work\nClaire Dubois',
    )
    expect(rows.map((r) => [r.title, r.date, r.providerName])).toEqual([
      ['Infant Massage', '2026-12-01T19:00', 'Nadia Petrova'],
      ['Returning to Work', '2026-12-02T12:00', 'Claire Dubois'],
    ])
  })

  it('an amount wins over "free for members"; "1 hora y media" is 90 minutes; "Facilitadora:" inside a line', () => {
    const { events: rows } = events(
      'Taller de porteo — sábado 9 de enero de 2027, 10:00 a.m. — Gratis para socias, $10 — Facilitadora: Ana Ruiz\nDuración: 1 hora y media',
    )
    expect(rows[0]).toMatchObject({
      title: 'Taller de porteo',
      date: '2027-01-09T10:00',
      price: '10.00',
      duration: '90',
      providerName: 'Ana Ruiz',
    })
  })

  it('an agenda: a day on its own dates the sessions under it, and a heading is no session', () => {
    const { events: rows } = events(
      'Partner Summit – Agenda\n\nThursday, March 4, 2027\n\nWelcome & Keynote\n10:00 – 10:45 a.m. ET\nSpeaker: Dr. Smith\n\nPanel: Paid Leave\n11:00 a.m. – 12:00 p.m. ET',
    )
    expect(rows.map((r) => [r.title, r.date, r.duration, r.providerName])).toEqual([
      ['Welcome & Keynote', '2027-03-04T10:00', '45', 'Dr. Smith'],
      ['Panel: Paid Leave', '2027-03-04T11:00', '60', 'TBD'],
    ])
  })

  it('a team page with the credentials on a line of their own', () => {
    const { providers } = parseBulkText(
      'Maria Lopez\nIBCLC, RN\nLactation Consultant\nMaria has helped thousands of families.',
      'providers',
      { now },
    )
    expect(providers[0]).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      credentials: ['IBCLC', 'RN'],
      title: 'Lactation Consultant',
      bio: 'Maria has helped thousands of families.',
    })
  })

  it('an email in prose: the session named in a sentence, its values, and the signer as its provider', () => {
    const { events: rows } = events(
      `Hello,\n\nWe would love to run our Baby Sign Language workshop on Saturday, February 20, 2027 at 11 am Eastern. It takes 45 minutes and costs $12.\n\nBest regards,\nTeresa Nakamura, RD\nPediatric Dietitian`,
    )
    expect(rows).toEqual([
      expect.objectContaining({
        title: 'Baby Sign Language',
        date: '2027-02-20T11:00',
        timezone: 'America/New_York',
        duration: '45',
        price: '12.00',
        providerName: 'Teresa Nakamura',
      }),
    ])
  })

  it('one sentence asking for two sessions gives two rows; the request is not part of a title', () => {
    const { events: rows } = events(
      'Could you add Colic Q&A with Ruth Adler on Jan 8, 2027 at 6pm CT; and Tummy Time Games with Dana Reyes on Jan 15, 2027 at 6pm CT?',
    )
    expect(rows.map((r) => [r.title, r.date, r.providerName])).toEqual([
      ['Colic Q&A', '2027-01-08T18:00', 'Ruth Adler'],
      ['Tummy Time Games', '2027-01-15T18:00', 'Dana Reyes'],
    ])
  })

  it('"Name, Job Title" is not read as "Last, First"', () => {
    const { events: rows } = events('Panel: Sleep\nJan 8, 2027 6pm\nModerator: Dana Reyes, Family Coach')
    expect(rows[0]).toMatchObject({ providerName: 'Dana Reyes', providerRole: 'Family Coach' })
  })

  it('a heading standing above class ideas that carry details is no idea', () => {
    const { classes } = parseClassText(
      'Nuevas ideas\n\nPapás primerizos\nDuración: 45 minutos\n\nMasaje infantil\nDuración: 30 minutos',
      { now },
    )
    expect(classes.map((c) => [c.eventName, c.durationMinutes])).toEqual([
      ['Papás primerizos', '45'],
      ['Masaje infantil', '30'],
    ])
  })
})
