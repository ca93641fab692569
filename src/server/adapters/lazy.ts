/**
 * A value made on first use and shared afterwards. Adapters load heavy SDKs this way, so a process pays their
 * memory only once it needs them. A failed load is forgotten, so the next call tries again.
 */
export function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null
  return () => {
    value ??= make().catch((err) => {
      value = null
      throw err
    })
    return value
  }
}
