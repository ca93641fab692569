import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite'

const { serialize } = protocol
type DatabaseErrorLike = Error & { query?: string; params?: unknown[]; queryOptions?: QueryOptions }

/** Enough distinct statements for every query the app writes; texts beyond it take PGlite's own path. */
const MAX_STATEMENTS = 500

/**
 * PGlite's `query()` makes six calls into the engine and parses and plans the statement every time
 * (~0.65 ms for the session lookup, against ~0.15 ms of execution). Like node-postgres' named statements,
 * this parses each distinct parameterised statement once, keeps its parameter types, and then sends bind,
 * describe, execute and sync in one call, so the engine reuses its cached plan. Results, value
 * serialization and errors are PGlite's own (same serializers, same parser, same mutexes).
 */
export function cacheStatements(pg: PGlite): void {
  const plain = pg.query.bind(pg)
  const statements = new Map<string, { name: string; types: number[] }>()

  const prepare = async (text: string, options?: QueryOptions) => {
    const name = `cradle_${statements.size}`
    const messages = await pg.execProtocolStream(
      concat(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()),
      { syncToFs: false, ...noticeOption(options) },
    )
    const statement = { name, types: parse.parseDescribeStatementResults(messages) }
    statements.set(text, statement)
    return statement
  }

  const query = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    if (
      params.length === 0 ||
      options?.blob ||
      options?.paramTypes ||
      (!statements.has(text) && statements.size >= MAX_STATEMENTS)
    ) {
      return plain<T>(text, params, options)
    }
    // The transaction mutex first, as PGlite's query() does: nothing runs inside another's transaction.
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        try {
          const { name, types } = statements.get(text) ?? (await prepare(text, options))
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null
            const serializer = options?.serializers?.[types[i]] ?? pg.serializers[types[i]]
            return serializer ? serializer(value) : String(value)
          })
          const messages = await pg.execProtocolStream(
            concat(
              serialize.bind({ statement: name, values }),
              serialize.describe({ type: 'P' }),
              serialize.execute({}),
              serialize.sync(),
            ),
            { syncToFs: false, ...noticeOption(options) },
          )
          await pg.syncToFs()
          return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>
        } catch (e) {
          // Shaped as PGlite's own errors, which carry the statement and its values for the logs.
          if (e instanceof Error && 'code' in e)
            Object.assign(e as DatabaseErrorLike, { query: text, params, queryOptions: options })
          throw e
        }
      }),
    )
  }
  pg.query = query
}

/** The only caller option the protocol calls take. */
const noticeOption = (options?: QueryOptions) => (options?.onNotice ? { onNotice: options.onNotice } : {})

function concat(...parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
