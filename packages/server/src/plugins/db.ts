import fp from 'fastify-plugin'
import { connectDb, type Db } from '../db/connect'
import { migrateToLatest } from '../db/migrate'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
  }
}

/** Opens the database (or takes one given), migrates it, and closes it with the app. */
export default fp<{ url: string; db?: Db }>(
  async (app, opts) => {
    const db = opts.db ?? connectDb(opts.url)
    await migrateToLatest(db)
    app.decorate('db', db)
    if (!opts.db) app.addHook('onClose', async () => db.close())
  },
  { name: 'db' },
)
