import fs from 'node:fs'
import path from 'node:path'
import { MANIFEST_FILE, SNAPSHOT_NAME } from './snapshot'

/**
 * Where finished snapshots are kept. Today the local (or mounted) folder; a shared object store
 * (S3-compatible) is a second implementation of this interface, once the shop has one for its files.
 */
export interface SnapshotStore {
  /** Where it keeps them, for messages. */
  readonly describe: string
  /** A folder on this machine to build the next snapshot in (moved into the store by `keep`). */
  stagingFolder(name: string): string
  /** Takes a finished snapshot (its manifest written last) into the store; answers where it is. */
  keep(staged: string, name: string): Promise<string>
  /** The finished snapshots, oldest first. */
  list(): Promise<string[]>
  remove(name: string): Promise<void>
}

/** Snapshots as folders under one local folder; a snapshot appears there whole, by a rename. */
export function folderStore(root: string): SnapshotStore {
  return {
    describe: root,
    stagingFolder(name) {
      // In the same folder, so the final move is a rename on one file system.
      const dir = path.join(root, `.${name}.partial`)
      fs.rmSync(dir, { recursive: true, force: true })
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
      return dir
    },
    async keep(staged, name) {
      const final = path.join(root, name)
      fs.renameSync(staged, final)
      return final
    },
    async list() {
      if (!fs.existsSync(root)) return []
      return fs
        .readdirSync(root)
        .filter((n) => SNAPSHOT_NAME.test(n) && fs.existsSync(path.join(root, n, MANIFEST_FILE)))
        .sort()
    },
    async remove(name) {
      fs.rmSync(path.join(root, name), { recursive: true, force: true })
    },
  }
}

/** Removes all but the newest `keep` snapshots; answers the names removed. */
export async function pruneSnapshots(store: SnapshotStore, keep: number): Promise<string[]> {
  const names = await store.list()
  const old = names.slice(0, Math.max(0, names.length - keep))
  for (const name of old) await store.remove(name)
  return old
}
