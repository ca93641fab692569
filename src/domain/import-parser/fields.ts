/** The meanings a pasted column or "Key:" can have; the builders turn them into rows. */
export type FieldKey =
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'title'
  | 'eventTitle'
  | 'role'
  | 'credentials'
  | 'date'
  | 'time'
  | 'timezone'
  | 'price'
  | 'duration'
  | 'capacity'
  | 'type'
  | 'language'
  | 'email'
  | 'phone'
  | 'bio'
  | 'description'
  | 'specialties'
  /** When a session ends (an export's "End" column): its length. */
  | 'end'
  /** Who a class is for ("28–40 weeks pregnant", "babies 0–6 months"). */
  | 'stage'
  /** A column or key known to hold nothing a row uses (ids, links, statuses, notes). */
  | 'ignore'

/** One pasted record: the values found under each meaning (raw text). */
export type RawRecord = Partial<Record<FieldKey, string>>

const SYNONYMS: Record<FieldKey, string[]> = {
  name: [
    'name',
    'full name',
    'provider',
    'provider name',
    'instructor',
    'facilitator',
    'presenter',
    'host',
    'led by',
    'teacher',
    'educator',
    'speaker',
    'leader',
    'contact',
    'contact name',
    'person',
    'who',
    'nombre',
    'hosts',
    'lead',
    'organizer',
    'organizer name',
    'moderator',
    'facilitadora',
    'facilitador',
    'instructora',
    'ponente',
    'who could teach it',
    'provider full name',
    'presented by',
    'hosted by',
    'facilitated by',
    'taught by',
    'speakers',
    'presenters',
    'instructors',
    'facilitators',
  ],
  firstName: ['first name', 'first', 'given name', 'forename', 'fname'],
  lastName: ['last name', 'last', 'surname', 'family name', 'lname', 'apellido', 'apellidos'],
  title: ['title'],
  eventTitle: [
    'class',
    'session',
    'event',
    'class name',
    'event name',
    'event title',
    'session title',
    'session name',
    'class title',
    'workshop',
    'course',
    'topic',
    'program',
    'idea',
    'class idea',
    'topic title',
    'workshop title',
    'nombre de la clase',
    'clase',
    'taller',
    'tema',
  ],
  role: [
    'role',
    'position',
    'job title',
    'profession',
    'provider role',
    'occupation',
    'specialty title',
    'professional title',
    'provider title',
    'provider role',
    'cargo',
  ],
  credentials: [
    'credentials',
    'creds',
    'certifications',
    'certification',
    'licenses',
    'license',
    'designations',
    'degrees',
  ],
  date: [
    'date',
    'start',
    'starts',
    'start time',
    'start date',
    'when',
    'date time',
    'date and time',
    'day',
    'datetime',
    'scheduled',
    'date & time',
    'fecha',
    'start at',
    'starts at',
    'start date time',
    'day date',
  ],
  time: ['time', 'hora', 'start time of day'],
  timezone: ['timezone', 'time zone', 'tz', 'zone'],
  price: [
    'price',
    'cost',
    'fee',
    'amount',
    'cost per registration',
    'tuition',
    'price usd',
    'registration fee',
    'precio',
    'costo',
    'costs',
    'ticket price',
    'suggested price',
  ],
  duration: [
    'duration',
    'length',
    'minutes',
    'mins',
    'duration min',
    'duration minutes',
    'how long',
    'duración',
    'duracion',
  ],
  capacity: [
    'capacity',
    'seats',
    'spots',
    'max',
    'max attendees',
    'size',
    'limit',
    'max capacity',
    'maximum capacity',
    'spaces',
    'cap',
    'max participants',
    'max attendees',
    'max people',
    'maximum participants',
    'cupo',
    'group size',
  ],
  type: ['type', 'category', 'event type', 'format', 'service type', 'kind', 'class type'],
  language: ['language', 'languages', 'lang', 'idioma', 'spoken languages'],
  stage: [
    'stage',
    'stage range',
    'best for',
    'ideal for',
    'who it is for',
    'pregnancy stage',
    'baby age',
    'etapa',
  ],
  email: ['email', 'e mail', 'email address', 'contact email', 'provider email', 'mail', 'correo'],
  phone: [
    'phone',
    'phone number',
    'tel',
    'telephone',
    'mobile',
    'cell',
    'contact number',
    'teléfono',
    'telefono',
  ],
  bio: ['bio', 'biography', 'about', 'short bio', 'profile'],
  description: [
    'description',
    'details',
    'summary',
    'desc',
    'overview',
    'abstract',
    'learning objectives',
    'objectives',
    'what you will learn',
    'descripción',
    'descripcion',
    'about this event',
    'about this class',
    'about this session',
    'about the class',
    'event description',
    'class description',
    'session description',
    "what you'll learn",
    'what you’ll learn',
  ],
  specialties: [
    'specialties',
    'specialities',
    'specialty',
    'speciality',
    'focus',
    'expertise',
    'areas',
    'focus areas',
    'areas of focus',
    'services',
    'especialidades',
  ],
  end: ['end', 'ends', 'end time', 'end date', 'end at', 'ends at', 'finish', 'until', 'end date time'],
  ignore: [
    'id',
    'api id',
    'status',
    'url',
    'link',
    'links',
    'zoom link',
    'zoom',
    'meeting link',
    'registration link',
    'notes',
    'internal notes',
    'registered',
    'registrations',
    'waitlist',
    'owner',
    'created',
    'created at',
    'updated',
    'venue',
    'venue name',
    'location',
    'room',
    'room link',
    'week',
    'votes',
    'votes so far',
    'contract signed',
    'w 9',
    'ticket type',
    'ticket',
    'sold',
    'tickets sold',
    'attendees',
  ],
}

const normalizeHeader = (h: string) =>
  h
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const EXACT = new Map<string, FieldKey>()
for (const [key, words] of Object.entries(SYNONYMS) as [FieldKey, string[]][]) {
  for (const w of words) EXACT.set(normalizeHeader(w), key)
}
/** Looser matches when a header says more than the synonym ("Price ($)", "Session duration"). */
const CONTAINS: [RegExp, FieldKey][] = [
  [/\bfirst\b/, 'firstName'],
  [/\b(last|sur)\b/, 'lastName'],
  [/e ?mail/, 'email'],
  [/phone|mobile/, 'phone'],
  [/price|cost|fee/, 'price'],
  [/duration|length|minutes/, 'duration'],
  [/capacity|seats|spots/, 'capacity'],
  [/time ?zone/, 'timezone'],
  [/date|when/, 'date'],
  [/language/, 'language'],
  [/\bstage\b/, 'stage'],
  [/credential|certif/, 'credentials'],
  [/descr|summary|details/, 'description'],
  [/\bbio\b|about/, 'bio'],
  [/special|expertise/, 'specialties'],
  [/\bend\b/, 'end'],
  [/instructor|facilitat|presenter|provider|teacher|teach|educator|speaker|organi[sz]er|\bhosts?\b/, 'name'],
  [/class|session|event|workshop|course/, 'eventTitle'],
  [/type|category/, 'type'],
  [/\brole\b|position/, 'role'],
]

/** A header cell or a "Key:" label → its meaning, or null when unknown. */
export function fieldForHeader(header: string): FieldKey | null {
  const n = normalizeHeader(header)
  if (!n || n.length > 40 || /[:$@]|\d{3,}/.test(header)) return null
  const exact = EXACT.get(n)
  if (exact) return exact
  // An events platform prefixes every column ("Event Start Date", "Event Organizer", "Event ID").
  const unprefixed = n.replace(/^(event|session|class|ticket) /, '')
  if (unprefixed !== n) {
    const inner = EXACT.get(unprefixed)
    if (inner) return inner
  }
  if (/\b(id|url|link|status|notes?|registered|waitlist)\b/.test(n)) return 'ignore'
  return CONTAINS.find(([re]) => re.test(n))?.[1] ?? null
}

/** A label alone on its line ("Topic", "Time"): only a header word exactly, not a title that contains one. */
export const fieldForLabel = (label: string): FieldKey | null => EXACT.get(normalizeHeader(label)) ?? null

/** A zone written in a column's header ("Time (ET)"), for every value of that column. */
export const headerZone = (header: string): string | undefined => /\(([A-Za-z ]+)\)/.exec(header)?.[1]?.trim()

/** Record with event-ish values (a schedule line) rather than a person. */
export const hasEventFields = (r: RawRecord) =>
  !!(r.eventTitle || r.date || r.price || r.duration || r.capacity || r.time || r.end)
