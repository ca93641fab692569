import { describe, expect, it } from 'vitest'
import { isUuid } from './ids'

describe('isUuid', () => {
  it('accepts UUIDs and refuses anything else a visitor might type in a URL', () => {
    expect(isUuid('662d26b1-2fbc-4f67-a2c6-baeaa7f633ea')).toBe(true)
    for (const bad of ['', '1', 'not-a-uuid', '662d26b1-2fbc-4f67-a2c6-baeaa7f633e', "' or 1=1 --"]) {
      expect(isUuid(bad)).toBe(false)
    }
  })
})
