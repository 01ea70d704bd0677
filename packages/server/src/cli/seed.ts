import { parseArgs } from 'node:util'
import { ConfigError, loadConfig, loadEnvFile } from '../config'
import { connectDb } from '../db/connect'
import { migrateToLatest } from '../db/migrate'
import { deleteAllRows } from '../db/seed/reset'
import { DEFAULT_PRODUCT_COUNT, isCatalogueEmpty, MAX_PRODUCT_COUNT, seedDemoShop } from '../db/seed/seed'
import { createFileStore } from '../lib/file-store'

const USAGE = `Usage: npm run seed -- [--products N] [--reset]

Creates the deterministic demo shop in the database named by DATABASE_URL, with pictures
under MEDIA_DIR. Refuses when the catalogue is not empty, unless --reset is given.

  --products N  number of products, 1 to ${MAX_PRODUCT_COUNT} (default ${DEFAULT_PRODUCT_COUNT})
  --reset       first delete every row of every table: customers, orders and all
  --help        show this text`

class UsageError extends Error {}

interface SeedArgs {
  products: number
  reset: boolean
  help: boolean
}

/** Reads the command line; throws UsageError with the reason when it is wrong. */
function parseSeedArgs(argv: string[]): SeedArgs {
  let values
  try {
    values = parseArgs({
      args: argv,
      options: {
        products: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const products = values.products === undefined ? DEFAULT_PRODUCT_COUNT : Number(values.products)
  if (!Number.isInteger(products) || products < 1 || products > MAX_PRODUCT_COUNT) {
    throw new UsageError(`--products must be a whole number from 1 to ${MAX_PRODUCT_COUNT}`)
  }
  return { products, reset: values.reset ?? false, help: values.help ?? false }
}

/** The database URL without its password, for the log. */
function describeDatabase(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')
}

async function main(): Promise<number> {
  const args = parseSeedArgs(process.argv.slice(2))
  if (args.help) {
    console.log(USAGE)
    return 0
  }
  loadEnvFile()
  const config = loadConfig()
  const db = connectDb(config.databaseUrl)
  const files = createFileStore(config.fileStore)
  try {
    await migrateToLatest(db)
    if (args.reset) {
      console.log(`Deleting all rows in ${describeDatabase(config.databaseUrl)}...`)
      await deleteAllRows(db)
    } else if (!(await isCatalogueEmpty(db))) {
      console.error(
        'The catalogue is not empty. Run `npm run seed -- --reset` to delete everything and seed again.',
      )
      return 1
    }
    console.log(`Seeding ${args.products} products into ${describeDatabase(config.databaseUrl)}...`)
    let lastProgress = 0
    const summary = await seedDemoShop(db, {
      files,
      mediaUrl: config.mediaUrl,
      products: args.products,
      log: (message) => {
        // Progress lines at most every two seconds; other messages always.
        const now = Date.now()
        if (message.startsWith('Products:') && now - lastProgress < 2000) return
        if (message.startsWith('Products:')) lastProgress = now
        console.log(`  ${message}`)
      },
    })
    console.log(
      `Seeded ${summary.products} products, ${summary.categories} categories and ${summary.brands} brands ` +
        `in ${(summary.ms / 1000).toFixed(1)} s (pictures in ${config.fileStore.kind === 's3' ? `the bucket ${config.fileStore.bucket}` : config.mediaDir}).`,
    )
    return 0
  } finally {
    files.close()
    await db.close()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`)
    else if (error instanceof ConfigError) console.error(error.message)
    else console.error(error)
    process.exitCode = 1
  },
)
