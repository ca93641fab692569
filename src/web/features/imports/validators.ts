import {
  type ClassDraft,
  type EventDraft,
  type ProviderDraft,
  type RowError,
  validateClass,
  validateEvent,
  validateProvider,
} from '../../../domain/imports'

/**
 * The row rules, remembered per row values. The preview checks every row on each render (the Import button's count,
 * the list of cells to fix, each row's marks); a row's values object is replaced only when that row is edited, so a
 * keystroke in a preview of 1 000 rows checks one row again, not 1 000 (issue 27).
 */
export function rememberPerRow<T extends object>(validate: (values: T) => RowError[]) {
  const seen = new WeakMap<T, RowError[]>()
  return (values: T): RowError[] => {
    let errors = seen.get(values)
    if (!errors) {
      errors = validate(values)
      seen.set(values, errors)
    }
    return errors
  }
}

export const checkProviderRow = rememberPerRow<ProviderDraft>(validateProvider)
export const checkEventRow = rememberPerRow<EventDraft>(validateEvent)
export const checkClassRow = rememberPerRow<ClassDraft>(validateClass)
