import { describe, expect, it } from 'vitest'
import { acceptsGzip } from './catalogue-invalidation'

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['identity', false],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip;q=0.000, *', false],
    ['*;q=0', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })
})
