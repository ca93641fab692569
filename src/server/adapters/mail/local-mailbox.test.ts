import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseMail } from '../../../../test/fakes/smtp-server'
import { createLocalMailbox } from './local-mailbox'

describe('local mailbox', () => {
  it('keeps each mail as an RFC 822 .eml file under DATA_DIR/mail', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cradle-mail-'))
    try {
      const mailer = createLocalMailbox(dir)
      const res = await mailer.send({
        from: 'Cradle <hello@cradle.test>',
        to: 'rosa@example.test',
        subject: 'Hello',
        html: '<p>Hi</p>',
        text: 'Hi',
        headers: { 'List-Unsubscribe': '<https://cradle.example/u>' },
        attachments: [
          {
            filename: 'event.ics',
            content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
            contentType: 'text/calendar',
          },
        ],
        messageId: '<outbox-1@cradle>',
      })
      expect(res.providerMessageId).toBe('local-outbox-1@cradle')
      expect(await readdir(path.join(dir, 'mail'))).toEqual(['outbox-1@cradle.eml'])
      const raw = await readFile(path.join(dir, 'mail', 'outbox-1@cradle.eml'), 'utf8')
      const { headers, parts } = parseMail(raw)
      expect(headers).toMatchObject({
        subject: 'Hello',
        to: 'rosa@example.test',
        'message-id': '<outbox-1@cradle>',
      })
      expect(headers['list-unsubscribe']).toBe('<https://cradle.example/u>')
      expect(parts.map((p) => p.headers['content-type']?.split(';')[0])).toEqual([
        'text/plain',
        'text/html',
        'text/calendar',
      ])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
