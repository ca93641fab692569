/**
 * Route `config` for @fastify/rate-limit: `max` requests per minute per client address, scaled by
 * RATE_LIMIT_FACTOR (tests raise it so suites never trip the limit, or lower it to prove the 429).
 */
export const perMinute = (max: number, factor: number) => ({
  rateLimit: { max: Math.max(1, Math.ceil(max * factor)), timeWindow: '1 minute' },
})
