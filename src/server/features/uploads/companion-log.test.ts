import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import { logCompanionLine } from './companion-log'

describe("Companion's log lines", () => {
  it('go to our logger one level lower for information, as they are for warnings and errors', () => {
    const calls: [string, string][] = []
    const at = (level: string) => (msg: string) => void calls.push([level, msg])
    const log = { trace: at('trace'), debug: at('debug'), warn: at('warn'), error: at('error') }
    const route = (...args: unknown[]) => logCompanionLine(args, log as unknown as FastifyBaseLogger)
    const t = '2026-11-29T02:05:56.229Z'
    expect(route(`companion: ${t} [info] jobs.cleanup.start`, 'starting clean up job')).toBe(true)
    route(`companion: ${t} [debug] uploader.debug`, 'a step')
    route(`\u001b[1m\u001b[33mcompanion: ${t} [warn] jobs.periodic.ping\u001b[39m\u001b[22m`, 'slow')
    route(`companion: ${t} [error] controller.url.error`, new Error('boom').message)
    // Anyone else's console.log is left alone.
    expect(route('someone else')).toBe(false)
    expect(route({ companion: true })).toBe(false)
    expect(calls).toEqual([
      ['debug', 'Companion: jobs.cleanup.start starting clean up job'],
      ['trace', 'Companion: uploader.debug a step'],
      ['warn', 'Companion: jobs.periodic.ping slow'],
      ['error', 'Companion: controller.url.error boom'],
    ])
  })
})
