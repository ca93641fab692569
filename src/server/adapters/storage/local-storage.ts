import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ObjectStorage } from './storage'

const SAFE_KEY = /^[A-Za-z0-9-]{1,80}$/

/** Files under DATA_DIR/uploads: the embedded default (one machine, or a shared volume). */
export function createLocalStorage(dataDir: string): ObjectStorage {
  const root = path.resolve(dataDir, 'uploads')
  const file = (key: string) => {
    // Keys come from our own uuids, but never let one escape the folder.
    if (!SAFE_KEY.test(key)) throw new Error(`Bad object key: ${key}`)
    return path.join(root, key)
  }
  return {
    async put(key, body) {
      await mkdir(root, { recursive: true })
      // Write then rename: a reader never sees half a file.
      const tmp = `${file(key)}.${process.pid}.tmp`
      await writeFile(tmp, body)
      await rename(tmp, file(key))
    },
    async get(key) {
      const p = file(key)
      try {
        await stat(p)
      } catch {
        return null
      }
      return createReadStream(p)
    },
    async delete(key) {
      await rm(file(key), { force: true })
    },
  }
}
