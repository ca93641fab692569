/** Time is injected so schedulers and tests move a clock instead of sleeping. */
export interface Clock {
  now(): Date
}
export const systemClock: Clock = { now: () => new Date() }
