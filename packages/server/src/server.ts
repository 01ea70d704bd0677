import { buildApp } from './app'
import { ConfigError, loadConfig, productionProblems } from './config'
import { connectDb } from './db/connect'
import { migrateToLatest } from './db/migrate'
import { isCatalogueEmpty, seedDemoShop } from './db/seed/seed'

/** Starts the shop: migrate, seed an empty database with the demo shop, listen, close on signals. */
async function main() {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
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
    await seedDemoShop(db, { mediaDir: config.mediaDir, mediaUrl: config.mediaUrl })
  }
  const app = await buildApp(config, { db })
  app.addHook('onClose', async () => db.close())
  const close = async (signal: string) => {
    app.log.info(`${signal}: closing`)
    await app.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void close('SIGINT'))
  process.once('SIGTERM', () => void close('SIGTERM'))
  await app.listen({ port: config.port, host: config.host })
}

void main()
