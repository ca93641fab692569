import { describe, expect, it } from 'vitest'
import { createHashQueue } from './hash-queue'

describe('the password-hash queue', () => {
  it('runs at most its limit at once, the rest in the order they came, and passes failures on', async () => {
    const run = createHashQueue(2)
    let running = 0
    let most = 0
    const order: number[] = []
    const task = (i: number) => async () => {
      running++
      most = Math.max(most, running)
      await new Promise((r) => setTimeout(r, 5))
      running--
      order.push(i)
      if (i === 3) throw new Error('hash failed')
      return i
    }
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => run(task(i))))
    expect(most).toBe(2)
    expect(order.slice(2).sort()).toEqual([2, 3, 4, 5])
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ])
    // A failed task gave its slot back: the queue still runs.
    expect(await run(async () => 'after')).toBe('after')
  })
})
