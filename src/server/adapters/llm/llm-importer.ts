import type { ClassDraft, EventDraft, ImportType, ProviderDraft } from '../../../domain/imports'

/**
 * Proposes import rows from pasted text with a language model. It only proposes: every row is then
 * validated with the same schemas as the deterministic parser's. Any failure throws `LlmError`,
 * and the caller falls back to the parser (docs/decisions/imports.md).
 */
export interface LlmImporter {
  proposeBulk(
    text: string,
    type: ImportType,
    ctx: { today: string; timezone: string },
  ): Promise<{ providers: ProviderDraft[]; events: EventDraft[] }>
  proposeClasses(text: string, ctx: { today: string; timezone: string }): Promise<ClassDraft[]>
}

/** Why the model's answer was not used; the message is safe to show to the admin. */
export class LlmError extends Error {}
