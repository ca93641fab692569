import type { FastifyPluginAsync } from 'fastify'
import { perMinute } from '../../rate-limit'
import { purposeKey } from '../../signing'
import type { FeatureDeps } from '../index'
import { createAbandonedUploadSweep } from './abandoned'
import { attachCompanionSocket, companionRoutes } from './companion'
import { multipartRoutes } from './multipart-routes'
import { uploadRoutes } from './routes'

/** Uploads: storage from the composition root (local disk or S3), signing key shared by every process. */
export const uploadsFeature: FastifyPluginAsync<FeatureDeps> = async (app, deps) => {
  const storage = deps.adapters.storage
  const secret = purposeKey(deps.config, 'uploads')
  // Starting an upload reserves storage: limited per client (issue 9, hardening).
  const limit = perMinute(60, deps.config.RATE_LIMIT_FACTOR)
  await app.register(uploadRoutes, {
    db: deps.db,
    clock: deps.clock,
    storage: storage.objects,
    secret,
    limit,
  })
  await app.register(multipartRoutes, {
    db: deps.db,
    clock: deps.clock,
    multipart: storage.multipart,
    thresholdBytes: deps.config.UPLOAD_MULTIPART_THRESHOLD_BYTES,
    limit,
  })
  if (storage.multipart) {
    const sweep = createAbandonedUploadSweep({ db: deps.db, clock: deps.clock, multipart: storage.multipart })
    deps.tasks.register({
      name: 'abandoned-uploads',
      everyMs: 3600_000,
      run: async () => void (await sweep()),
    })
  }
  // Files from a link (issue 25.2): Uppy Companion in this process, its websocket on this server.
  await app.register(companionRoutes, {
    publicUrl: deps.config.PUBLIC_URL,
    dataDir: deps.config.DATA_DIR,
    secret: purposeKey(deps.config, 'companion'),
    testAllow: (deps.config.REMOTE_FETCH_TEST_ALLOW ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  })
  // Only once listening: the websocket server re-emits the HTTP server's errors, and one from listen (a taken port)
  // would crash the process with a stack instead of the start's own message and a closed database. A second after:
  // loading Companion holds the CPU ~0.9 s, which the first answers should not wait for (issue 34.6).
  app.server.once('listening', () => {
    setTimeout(() => {
      if (app.server.listening) {
        attachCompanionSocket(app.server).catch((err) => app.log.error({ err }, 'Companion failed to load'))
      }
    }, 1000).unref()
  })
}
