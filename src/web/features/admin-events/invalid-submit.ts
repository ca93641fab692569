import type { FieldErrors } from 'react-hook-form'

export interface FieldProblem {
  path: string
  message: string
}

/** Every field error of the form, in the order the resolver reports them (the schema's, close to the page's). */
export function listFieldProblems(
  errors: FieldErrors | Record<string, unknown>,
  prefix = '',
): FieldProblem[] {
  const out: FieldProblem[] = []
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue
    const path = prefix ? `${prefix}.${key}` : key
    const message = (value as { message?: unknown }).message
    if (typeof message === 'string' && message) out.push({ path, message })
    else out.push(...listFieldProblems(value as Record<string, unknown>, path))
  }
  return out
}

/** Names the part of the form a message belongs to when the message alone does not say. */
function subjectOf(path: string): string | null {
  const item = /^(eventMaterials|agendaItems)\.(\d+)\./.exec(path)
  if (item) return `${item[1] === 'eventMaterials' ? 'Material' : 'Agenda item'} ${Number(item[2]) + 1}`
  const provider = /^provider([23]?)(Id|Email|PhotoUrl|Bio|Name|Role)$/.exec(path)
  if (provider) return `Provider ${provider[1] || 1}`
  if (path.startsWith('facilitator')) return 'Facilitator'
  if (path === 'imageUrl') return 'Banner'
  if (path.startsWith('stageRange')) return 'Stage'
  return null
}

/**
 * The toast for a submit the form refused (decision AE9): how many fields need fixing and the first one,
 * e.g. "Material 1: Upload a PDF or enter a link". The field itself is focused and shows the message.
 */
export function invalidSubmitToast(errors: FieldErrors): { title: string; description: string } {
  const problems = listFieldProblems(errors)
  const first = problems[0]
  if (!first) return { title: 'Please fix the highlighted fields', description: '' }
  const subject = subjectOf(first.path)
  const text = subject ? `${subject}: ${first.message}` : first.message
  const more = problems.length - 1
  return {
    title: 'Please fix the highlighted fields',
    description: more ? `${text} (and ${more} more)` : text,
  }
}
