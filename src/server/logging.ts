import type { FastifyServerOptions } from 'fastify'
import type { Config } from './config'

/**
 * `json`: one JSON object a line, every request included, for a log collector (production). `pretty`: a person at a
 * terminal (the quick start): no line per request, each other entry as one readable line. Decision D19.
 */
export type LogFormat = 'pretty' | 'json'

/** LOG_FORMAT when set, else `pretty` when standard output is a terminal and `json` when it goes anywhere else. */
export const logFormat = (config: Pick<Config, 'LOG_FORMAT'>, isTerminal: boolean): LogFormat =>
  config.LOG_FORMAT ?? (isTerminal ? 'pretty' : 'json')

/** LOG_LEVEL when set; else `info` in JSON, and in a terminal `warn` (what needs a person's attention). */
export const logLevel = (config: Pick<Config, 'LOG_LEVEL'>, format: LogFormat) =>
  config.LOG_LEVEL ?? (format === 'pretty' ? 'warn' : 'info')

const LEVEL_NAMES: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
}

/** One pino entry (a JSON line) as a line a person reads: time, level, message, then an error's stack. */
export function prettyLine(json: string): string {
  let entry: { time?: number; level?: number; msg?: string; err?: { stack?: string; message?: string } }
  try {
    entry = JSON.parse(json)
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`
  }
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8)
  const level = (LEVEL_NAMES[entry.level ?? 30] ?? 'info').toUpperCase().padEnd(5)
  const err = entry.err?.stack ?? entry.err?.message
  return `${time} ${level} ${entry.msg ?? ''}${err ? `\n${err}` : ''}\n`
}

export function loggerOptions(config: Config, format: LogFormat): FastifyServerOptions['logger'] {
  return {
    level: logLevel(config, format),
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    ...(format === 'pretty'
      ? { stream: { write: (line: string) => void process.stdout.write(prettyLine(line)) } }
      : {}),
  }
}
