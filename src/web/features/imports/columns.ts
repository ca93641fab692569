import { EVENT_TYPES, LANGUAGES } from '../../../domain/event-rules'
import type { ClassDraft, EventDraft, ProviderDraft } from '../../../domain/imports'
import type { Column } from './preview-cell'

export const providerColumns: Column<ProviderDraft>[] = [
  { key: 'firstName', label: 'First name', sticky: true },
  { key: 'lastName', label: 'Last name' },
  { key: 'title', label: 'Title', width: 'min-w-40' },
  { key: 'credentials', label: 'Credentials', kind: 'list' },
  { key: 'bio', label: 'Bio', kind: 'textarea', width: 'min-w-64' },
  { key: 'specialties', label: 'Specialties', kind: 'list', width: 'min-w-40' },
  { key: 'languages', label: 'Languages', kind: 'list' },
  { key: 'email', label: 'Email', width: 'min-w-48' },
  { key: 'phone', label: 'Phone' },
]

export const eventColumns: Column<EventDraft>[] = [
  { key: 'title', label: 'Title', kind: 'wrap', width: 'min-w-60', sticky: true },
  { key: 'description', label: 'Description', kind: 'textarea', width: 'min-w-64' },
  { key: 'eventType', label: 'Type', kind: 'select', options: EVENT_TYPES, width: 'min-w-44' },
  { key: 'date', label: 'Date and time', kind: 'datetime', width: 'min-w-56' },
  { key: 'timezone', label: 'Timezone', width: 'min-w-36' },
  { key: 'duration', label: 'Duration', width: 'min-w-20' },
  { key: 'price', label: 'Price', width: 'min-w-20' },
  { key: 'capacity', label: 'Capacity', width: 'min-w-20' },
  { key: 'language', label: 'Language', kind: 'select', options: LANGUAGES, width: 'min-w-32' },
  { key: 'providerName', label: 'Provider', width: 'min-w-40' },
  { key: 'providerRole', label: 'Provider role', width: 'min-w-36' },
  { key: 'providerEmail', label: 'Provider email', width: 'min-w-48' },
  { key: 'stage', label: 'Stage', width: 'min-w-44', placeholder: 'Any stage' },
]

export const classColumns: Column<ClassDraft>[] = [
  { key: 'eventName', label: 'Class', kind: 'wrap', width: 'min-w-60', sticky: true },
  { key: 'serviceType', label: 'Type', kind: 'select', options: EVENT_TYPES, width: 'min-w-44' },
  { key: 'description', label: 'Description', kind: 'textarea', width: 'min-w-64' },
  { key: 'providerFirstName', label: 'Provider first name' },
  { key: 'providerLastName', label: 'Provider last name' },
  { key: 'durationMinutes', label: 'Duration', width: 'min-w-20' },
  { key: 'maximumCapacity', label: 'Capacity', width: 'min-w-20' },
  // Blank: no price was given, and the idea is listed at 0.00 (decision I13).
  { key: 'price', label: 'Price', width: 'min-w-20', placeholder: '0.00' },
  { key: 'languages', label: 'Languages', kind: 'list' },
]
