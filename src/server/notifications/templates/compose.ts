/**
 * Mail layout from blocks: the HTML and the text part come from the same blocks, so they never
 * disagree. Plain typed functions, no template engine: every value is escaped here, once.
 */
export type Block =
  | { p: string }
  | { button: { label: string; url: string } }
  | { details: [label: string, value: string][] }

export interface Composed {
  subject: string
  html: string
  text: string
}

export interface Footer {
  supportEmail: string
  /** Present on non-essential mail only. */
  unsubscribeUrl?: string
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function blockHtml(b: Block): string {
  if ('p' in b) return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(b.p)}</p>`
  if ('button' in b)
    return `<p style="margin:24px 0"><a href="${escapeHtml(b.button.url)}" style="background:#006b61;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(b.button.label)}</a></p>`
  const rows = b.details
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6b7280;vertical-align:top">${escapeHtml(k)}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('')
  return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`
}

function blockText(b: Block): string {
  if ('p' in b) return b.p
  if ('button' in b) return `${b.button.label}: ${b.button.url}`
  return b.details.map(([k, v]) => `${k}: ${v}`).join('\n')
}

export function compose(subject: string, heading: string, blocks: Block[], footer: Footer): Composed {
  const footHtml = [
    `Questions? Write to <a href="mailto:${escapeHtml(footer.supportEmail)}">${escapeHtml(footer.supportEmail)}</a>.`,
    footer.unsubscribeUrl
      ? `<a href="${escapeHtml(footer.unsubscribeUrl)}">Unsubscribe</a> from these emails in one click.`
      : '',
  ]
    .filter(Boolean)
    .join('<br>')
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f0f7f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;background:#ffffff;border-radius:8px;border-collapse:collapse">
<tr><td style="padding:20px 24px;border-bottom:1px solid #d5ebe8;font-size:20px;font-weight:700;color:#006b61">Cradle</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #d5ebe8;font-size:12px;color:#6b7280;line-height:1.5">${footHtml}<br>Cradle · Virtual perinatal-care events</td></tr>
</table></td></tr></table></body></html>`
  const text = [
    'Cradle',
    '',
    heading,
    '',
    ...blocks.flatMap((b) => [blockText(b), '']),
    '--',
    `Questions? Write to ${footer.supportEmail}.`,
    ...(footer.unsubscribeUrl ? [`Unsubscribe from these emails: ${footer.unsubscribeUrl}`] : []),
    'Cradle · Virtual perinatal-care events',
  ].join('\n')
  return { subject, html, text }
}

/** "Thursday, December 3, 2026 at 6:30 PM CST" in the recipient's zone. */
export function formatWhen(d: Date, timezone: string): string {
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(d)
  return `${date} at ${formatTime(d, timezone)}`
}

/** "6:30 PM CST" in the recipient's zone. */
export function formatTime(d: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(d)
}

/** Short form for SMS: "Dec 3, 6:30 PM CST". */
export function formatWhenShort(d: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(d)
}
