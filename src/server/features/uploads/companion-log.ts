import { inspect, stripVTControlCharacters } from 'node:util'
import type { FastifyBaseLogger } from 'fastify'

/** Companion's own line: `companion: {ISO time} [{level}] {tag} {message}` (its lib/server/logger.js). */
const COMPANION_LINE = /^companion: \S+ \[(debug|info|warn|error)\] ?([\s\S]*)$/

let target: FastifyBaseLogger | null = null
let installed = false

/**
 * Sends one `console.log` call to `log` when it is Companion's, one level lower for information (info → debug,
 * debug → trace) and as it is for warnings and errors; false (nothing done) for anyone else's.
 */
export function logCompanionLine(args: unknown[], log: FastifyBaseLogger): boolean {
  const first = typeof args[0] === 'string' ? stripVTControlCharacters(args[0]) : ''
  const match = COMPANION_LINE.exec(first)
  if (!match) return false
  const rest = args.slice(1).map((a) => (typeof a === 'string' ? stripVTControlCharacters(a) : inspect(a)))
  const msg = `Companion: ${[match[2], ...rest].join(' ').trim()}`
  const level = match[1]
  if (level === 'error') log.error(msg)
  else if (level === 'warn') log.warn(msg)
  else if (level === 'info') log.debug(msg)
  else log.trace(msg)
  return true
}

/**
 * Companion logs with `console.log` at every level and has no level setting: a line when it starts its clean-up job,
 * on every websocket and upload step, and debug lines unless NODE_ENV=production. Its lines go to our logger instead
 * (decision D25, `logCompanionLine`): a terminal stays quiet, JSON logs get JSON entries, and real failures still
 * show at the default level. Any other `console.log` is untouched.
 */
export function routeCompanionLogs(log: FastifyBaseLogger) {
  target = log
  if (installed) return
  installed = true
  const original = console.log
  console.log = (...args: unknown[]) => {
    if (!target || !logCompanionLine(args, target)) original.apply(console, args)
  }
}
