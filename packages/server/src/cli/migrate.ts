// `npm run db:migrate`: brings the configured database's schema up to date.
import { ConfigError, loadConfig, loadEnvFile } from '../config'
import { connectDb } from '../db/connect'
import { migrateToLatest } from '../db/migrate'

try {
  loadEnvFile()
  const config = loadConfig()
  const db = connectDb(config.databaseUrl)
  const applied = await migrateToLatest(db)
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.')
  await db.close()
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
