import fp from 'fastify-plugin'
import { createFileStore, type FileStore } from '../lib/file-store'

declare module 'fastify' {
  interface FastifyInstance {
    /** Pictures and private files: local folders or S3-compatible storage (FILE_STORE). */
    files: FileStore
  }
}

/** The app's file store, chosen by the configuration; closed with the app. */
export default fp(
  async (app) => {
    const files = createFileStore(app.config.fileStore)
    app.decorate('files', files)
    app.addHook('onClose', async () => files.close())
  },
  { name: 'file-store' },
)
