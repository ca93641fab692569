import type { Writable } from 'node:stream'

/**
 * Resolves when `out` can take more; rejects when it closes first (the client went away), so a writer
 * stops instead of waiting for ever.
 */
export function drained(out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('export stream closed'))
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      out.off('close', onClose)
      resolve()
    }
    const onClose = () => {
      out.off('drain', onDrain)
      reject(new Error('export stream closed'))
    }
    out.once('drain', onDrain)
    out.once('close', onClose)
  })
}
