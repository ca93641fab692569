/** The proposal schema's limit ("At most 10 preferred dates"); the Add button stops there. */
export const MAX_PREFERRED_DATES = 10

/** A new empty row, unless the list is full. */
export const addPreferredDate = (dates: readonly string[]) =>
  dates.length >= MAX_PREFERRED_DATES ? [...dates] : [...dates, '']

export const removePreferredDate = (dates: readonly string[], index: number) =>
  dates.filter((_, i) => i !== index)

/** The rows to send: blank rows (added, never filled) are not dates the provider chose. */
export const preferredDatesToSend = (dates: readonly string[]) =>
  dates.map((d) => d.trim()).filter((d) => d.length > 0)

/** A new proposal starts with one empty row; an edit shows the stored dates. */
export const initialPreferredDates = (stored: readonly string[] | undefined) =>
  stored?.length ? [...stored] : ['']
