import { buildApp } from './app'
import { ConfigError, loadConfig, loadEnvFile, productionProblems } from './config'
import { connectDb } from './db/connect'
import { migrateToLatest } from './db/migrate'
import { isCatalogueEmpty } from './db/seed/catalogue-empty'
import { createFileStore } from './lib/file-store'
import { setPasswordHashCost } from './lib/password'

/** Starts the shop: migrate, seed an empty database with the demo shop, listen, close on signals. */
async function main() {
  let config
  try {
    loadEnvFile()
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  // Before the demo seed hashes its customer's password.
  setPasswordHashCost(config.passwordHashCost)
  const db = connectDb(config.databaseUrl)
  await migrateToLatest(db)
  const catalogueEmpty = await isCatalogueEmpty(db)
  const problems = productionProblems(config, { catalogueEmpty })
  if (problems.length) {
    console.error(`Refusing to start with NODE_ENV=production:\n  ${problems.join('\n  ')}`)
    await db.close()
    process.exit(1)
  }
  if (catalogueEmpty) {
    console.log('Empty database: creating the demo shop...')
    // The demo shop's data and drawing code are loaded only to fill an empty database.
    const { seedDemoShop } = await import('./db/seed/seed')
    const files = createFileStore(config.fileStore)
    try {
      await seedDemoShop(db, { files, mediaUrl: config.mediaUrl })
    } finally {
      files.close()
    }
  }
  const app = await buildApp(config, { db })

  // Graceful shutdown: stop accepting connections, let requests in flight finish (new ones on
  // kept-alive connections get 503), then close Redis and the database. A request that outlasts
  // SHUTDOWN_TIMEOUT_MS, or a second signal, ends the process anyway.
  let closing = false
  const shutDown = (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`)
      process.exit(1)
    }
    closing = true
    app.log.info(
      `${signal}: finishing requests in flight (up to ${config.shutdownTimeoutMs} ms), then closing`,
    )
    const timer = setTimeout(() => {
      app.log.error(`requests still in flight after ${config.shutdownTimeoutMs} ms: exiting`)
      process.exit(1)
    }, config.shutdownTimeoutMs)
    timer.unref()
    // The database closes after the app, whose own closing stops the job runner: a job's last tick
    // still writes its outcome, where a database closed first failed it ('driver has already been
    // destroyed').
    app.close().then(
      async () => {
        await db.close()
        app.log.info('closed')
        process.exit(0)
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing')
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => shutDown('SIGINT'))
  process.on('SIGTERM', () => shutDown('SIGTERM'))
  await app.listen({ port: config.port, host: config.host })
}

void main()
