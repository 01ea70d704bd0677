import path from 'node:path'
import { makeSnapshot } from '../../db/backup/backup'
import { restoreSnapshot } from '../../db/backup/restore'
import { folderStore } from '../../db/backup/snapshot-store'
import type { Config } from '../../config'
import { need, parse, type ShopCommand } from '../command-arguments'

/** `backup [--to FOLDER]`: a snapshot of the database and the shop's files, with its manifest. */
export const backup: ShopCommand = async ({ ctx, args, print }) => {
  const { values } = parse(args, { to: { type: 'string' } })
  const to = values.to ? path.resolve(values.to as string) : ctx.config.backupDir
  const { location, manifest } = await makeSnapshot(ctx.db, ctx.config, folderStore(to))
  const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0)
  print(`Snapshot: ${location}`)
  print(
    `  database: ${manifest.database.bytes} bytes, ${Object.keys(manifest.rowCounts).length} tables, ${rows} rows; last migration ${manifest.schema.lastMigration ?? 'none'}`,
  )
  print(`  files: ${manifest.files.length}`)
}

/**
 * `restore <snapshot>`: run without the app, since starting the app would migrate and seed the
 * empty database restore needs.
 */
export async function restoreCommand(
  config: Pick<Config, 'databaseUrl' | 'privateDir' | 'mediaDir'> & Partial<Pick<Config, 'fileStore'>>,
  args: string[],
  print: (line: string) => void,
): Promise<void> {
  const { positionals } = parse(args)
  const dir = path.resolve(need(positionals[0], '<snapshot>'))
  const { manifest, files } = await restoreSnapshot(dir, config)
  print(`Restored ${dir} (made ${manifest.createdAt}):`)
  print(`  database: ${Object.keys(manifest.rowCounts).length} tables, row counts as in the manifest`)
  print(`  files: ${files}, each matching its SHA-256`)
  print('Start the shop: it runs any newer migrations at start.')
}
