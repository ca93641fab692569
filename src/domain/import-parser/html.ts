import { decodeHTML } from 'entities/decode'

const TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i
const ENTITY = /&(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[\da-f]{1,6});?/i
// Tags that end a line where they stand; table cells become tabs, so an HTML table reads as a pasted spreadsheet.
// A paragraph, heading or table ends a block (a blank line); a line break, list item, row or div ends a line.
const PARAGRAPH_END = /\s*<\/(?:p|h[1-6]|table|ul|ol|section|article|blockquote)>\s*/gi
const LINE_END = /\s*(?:<br\s*\/?>|<\/(?:li|tr|div|dt|dd|header|footer)>)\s*/gi
const OPENING =
  /<(?:p|div|h[1-6]|li|ul|ol|tr|table|thead|tbody|section|article|header|footer|blockquote|dt|dd)\b[^>]*>\s*/gi
// Entities a CMS leaves without their semicolon ("&bull 7pm", "&nbsp"): decoded as if it were there.
const BARE_ENTITY =
  /&(bull|nbsp|ndash|mdash|middot|hellip|rsquo|lsquo|rdquo|ldquo|amp|quot|apos|eacute|aacute|iacute|oacute|uacute|ntilde)(?![;a-z])/gi
const CELL_END = /<\/t[dh]>\s*/gi

/** Whether a paste carries markup or entities (a CMS or email source view). */
export const looksLikeHtml = (text: string) => TAG.test(text) || ENTITY.test(text)

/**
 * HTML leftovers to plain text: blocks become lines, cells tabs, other tags go, and every entity is decoded with the
 * `entities` package (the full HTML5 table: &bull;, &nbsp;, &ndash;, &aacute;, &#39;…), including the ones a CMS
 * leaves without their semicolon ("&bull 7pm"). Plain text passes unchanged.
 */
export function htmlToText(text: string): string {
  if (!looksLikeHtml(text)) return text
  const lines = text
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(CELL_END, '\t')
    .replace(PARAGRAPH_END, '\n\n')
    .replace(LINE_END, '\n')
    .replace(OPENING, (_m, at: number, all: string) => (at === 0 || all[at - 1] === '\n' ? '' : '\n'))
    .replace(/<[^<>]+>/g, '')
    .split('\n')
  return lines
    .map((l) =>
      decodeHTML(l.replace(BARE_ENTITY, '&$1;'))
        .replace(/\t+$/, '')
        .replace(/[ \u00A0]+$/, ''),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
}
