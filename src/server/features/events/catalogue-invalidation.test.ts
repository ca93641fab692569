import { describe, expect, it } from 'vitest'
import { type ContentCoding, pickEncoding } from './catalogue-invalidation'

const BOTH: ContentCoding[] = ['br', 'gzip']

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', BOTH, 'br'],
    ['gzip, deflate, br, zstd', ['gzip'], 'gzip'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', BOTH, 'br'],
    ['br;q=0.5, gzip', BOTH, 'gzip'],
    ['GZIP', BOTH, 'gzip'],
    ['x-gzip', BOTH, 'gzip'],
    ['*', BOTH, 'br'],
    ['gzip;q=0, *', BOTH, 'br'],
    ['gzip;q=0.000, *', ['gzip'], null],
    ['identity', BOTH, null],
    ['br', ['gzip'], null],
    ['gzip;q=0', BOTH, null],
    ['*;q=0', BOTH, null],
    ['gzip;q=abc', BOTH, null],
    ['gzip', [], null],
    ['', BOTH, null],
    [undefined, BOTH, null],
  ] as [string | undefined, ContentCoding[], ContentCoding | null][])(
    '%s of %j → %s',
    (header, offered, expected) => {
      expect(pickEncoding(header, offered)).toBe(expected)
    },
  )
})
