import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { routeCompanionLogs } from './companion-log'

describe("Companion's log lines", () => {
  it('go to our logger one level lower for information, as they are for warnings and errors', () => {
    const calls: [string, string][] = []
    const at = (level: string) => (msg: string) => void calls.push([level, msg])
    const log = { trace: at('trace'), debug: at('debug'), warn: at('warn'), error: at('error') }
    const original = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    try {
      routeCompanionLogs(log as unknown as FastifyBaseLogger)
      const t = '2026-11-29T02:05:56.229Z'
      console.log(`companion: ${t} [info] jobs.cleanup.start`, 'starting clean up job')
      console.log(`companion: ${t} [debug] uploader.debug`, 'a step')
      console.log(`\u001b[1m\u001b[33mcompanion: ${t} [warn] jobs.periodic.ping\u001b[39m\u001b[22m`, 'slow')
      console.log(`companion: ${t} [error] controller.url.error`, new Error('boom').message)
      console.log('someone else')
      expect(calls).toEqual([
        ['debug', 'Companion: jobs.cleanup.start starting clean up job'],
        ['trace', 'Companion: uploader.debug a step'],
        ['warn', 'Companion: jobs.periodic.ping slow'],
        ['error', 'Companion: controller.url.error boom'],
      ])
      expect(original).toHaveBeenCalledTimes(1)
      expect(original).toHaveBeenCalledWith('someone else')
    } finally {
      original.mockRestore()
    }
  })
})
