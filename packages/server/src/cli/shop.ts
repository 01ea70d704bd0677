import { buildApp } from '../app'
import { ConfigError, loadConfig, loadEnvFile } from '../config'
import { serviceContext } from '../lib/service-context'
import { restoreCommand } from './commands/backup'
import { describeFailure, runShopCommand, USAGE, UsageError } from './shop-commands'

/** `npm run shop -- <command>`: the staff command line (see USAGE). */
async function main(): Promise<number> {
  loadEnvFile()
  // JOBS off: the command runs the one job it is asked to, not the schedule.
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env, JOBS: 'off' })
  const [command, ...args] = process.argv.slice(2)
  if (command === 'restore') {
    await restoreCommand(config, args, console.log)
    return 0
  }
  // The whole app without listening: the same database, mailer and card gateway the shop uses.
  const app = await buildApp(config)
  await app.ready()
  try {
    await runShopCommand(serviceContext(app), process.argv.slice(2), undefined, app.jobs)
    return 0
  } finally {
    await app.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    const message = describeFailure(error)
    if (message) {
      console.error(message)
      if (error instanceof UsageError) console.error(`\n${USAGE}`)
      process.exit(1)
    }
    console.error(error)
    process.exit(1)
  },
)
