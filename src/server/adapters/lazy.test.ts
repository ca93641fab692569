import { describe, expect, it } from 'vitest'
import { lazy } from './lazy'

describe('lazy', () => {
  it('makes the value once, on first use, and shares it between concurrent callers', async () => {
    let made = 0
    const get = lazy(async () => ++made)
    expect(made).toBe(0)
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1])
    expect(made).toBe(1)
  })

  it('tries again after a failed load', async () => {
    let calls = 0
    const get = lazy(async () => {
      calls++
      if (calls === 1) throw new Error('module not found')
      return 'ok'
    })
    await expect(get()).rejects.toThrow('module not found')
    expect(await get()).toBe('ok')
  })
})
