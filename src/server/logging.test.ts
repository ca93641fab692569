import { describe, expect, it } from 'vitest'
import { logFormat, logLevel, prettyLine } from './logging'

describe('how the server logs (decision D19)', () => {
  it('writes for a person at a terminal, JSON anywhere else, unless LOG_FORMAT says', () => {
    expect(logFormat({}, true)).toBe('pretty')
    expect(logFormat({}, false)).toBe('json')
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json')
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty')
  })
  it('shows a terminal only warnings and worse unless LOG_LEVEL says', () => {
    expect(logLevel({}, 'pretty')).toBe('warn')
    expect(logLevel({}, 'json')).toBe('info')
    expect(logLevel({ LOG_LEVEL: 'debug' }, 'pretty')).toBe('debug')
  })
  it('turns an entry into one readable line, an error with its stack', () => {
    const time = new Date(2026, 0, 2, 13, 4, 5).getTime()
    expect(prettyLine(JSON.stringify({ level: 40, time, msg: 'mail server refused' }))).toBe(
      '13:04:05 WARN  mail server refused\n',
    )
    expect(
      prettyLine(
        JSON.stringify({ level: 50, time, msg: 'unhandled error', err: { stack: 'Error: x\n  at y' } }),
      ),
    ).toBe('13:04:05 ERROR unhandled error\nError: x\n  at y\n')
  })
})
