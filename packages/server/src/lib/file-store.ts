import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type * as S3 from '@aws-sdk/client-s3'

/**
 * Where the shop keeps the files it writes: product pictures (`media`, public) and files only their
 * owner or staff may read (`private`: invoices, licence documents, return photos). One interface, two
 * backends: a local folder per area (the default, nothing to install) and S3-compatible object
 * storage, which every process of the shop on every machine shares. Private files are never handed
 * out by the store's own address: the shop streams them after its own checks.
 */
export type FileArea = 'media' | 'private'

export interface StoredFile {
  stream: Readable
  /** The file's length in bytes, when the backend says it. */
  bytes?: number
}

export interface FileStore {
  readonly kind: 'local' | 's3'
  /** Writes a whole file under `key` ('licences/<hex>.pdf'), replacing one of the same key. */
  put(area: FileArea, key: string, body: Buffer, contentType?: string): Promise<void>
  /**
   * Moves a file made on this machine's disk into the store under `key`, streamed (a data download
   * can be large); the local file is gone afterwards.
   */
  putFile(area: FileArea, key: string, localPath: string, contentType?: string): Promise<void>
  /** The file's bytes as a stream, or null when the store has no such file. */
  open(area: FileArea, key: string): Promise<StoredFile | null>
  /** Every file under a folder of the area ('accounting'; none: the whole area), with when it was last written. */
  list(area: FileArea, folder?: string): Promise<{ key: string; modified: Date }[]>
  /** Where a file is, for a person to find it: a local path or the bucket's s3:// address. */
  where(area: FileArea, key: string): string
  /** Whether the store has the file. */
  has(area: FileArea, key: string): Promise<boolean>
  /** Removes the file; a missing one is not an error. */
  remove(area: FileArea, key: string): Promise<void>
  close(): void
}

export interface S3Settings {
  bucket: string
  region: string
  endpoint?: string
  forcePathStyle: boolean
  accessKeyId?: string
  secretAccessKey?: string
  /** Put before every key, so one bucket can hold several shops or stages. */
  prefix: string
}

export type FileStoreSettings =
  { kind: 'local'; mediaDir: string; privateDir: string } | ({ kind: 's3' } & S3Settings)

// Keys are made by the shop itself (random names under a folder); checked all the same, so a key
// read back from a row can never name a file outside its area.
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/

function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`Not a file key: ${JSON.stringify(key)}`)
  return key
}

export function createFileStore(settings: FileStoreSettings): FileStore {
  return settings.kind === 's3' ? s3Store(settings) : localStore(settings)
}

function localStore(dirs: { mediaDir: string; privateDir: string }): FileStore {
  const file = (area: FileArea, key: string) =>
    path.join(area === 'media' ? dirs.mediaDir : dirs.privateDir, checkedKey(key))
  return {
    kind: 'local',
    async put(area, key, body) {
      const target = file(area, key)
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      // Written aside and renamed, so a reader never meets half a file.
      const partial = `${target}.${process.pid}.partial`
      await fs.promises.writeFile(partial, body, { mode: area === 'private' ? 0o600 : 0o644 })
      await fs.promises.rename(partial, target)
    },
    async putFile(area, key, localPath) {
      const target = file(area, key)
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      await fs.promises.chmod(localPath, area === 'private' ? 0o600 : 0o644)
      try {
        await fs.promises.rename(localPath, target)
      } catch (error) {
        // Another file system: copied aside, renamed into place, then the local file removed.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
        const partial = `${target}.${process.pid}.partial`
        await fs.promises.copyFile(localPath, partial)
        await fs.promises.rename(partial, target)
        await fs.promises.rm(localPath, { force: true })
      }
    },
    async open(area, key) {
      const target = file(area, key)
      try {
        const handle = await fs.promises.open(target, 'r')
        const { size } = await handle.stat()
        return { stream: handle.createReadStream(), bytes: size }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async list(area, folder) {
      const root = area === 'media' ? dirs.mediaDir : dirs.privateDir
      const found: { key: string; modified: Date }[] = []
      const walk = async (rel: string) => {
        let entries: fs.Dirent[]
        try {
          entries = await fs.promises.readdir(path.join(root, rel), { withFileTypes: true })
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
          throw error
        }
        for (const entry of entries) {
          const key = rel ? `${rel}/${entry.name}` : entry.name
          if (entry.isDirectory()) await walk(key)
          else if (entry.isFile() && KEY.test(key))
            found.push({ key, modified: (await fs.promises.stat(path.join(root, key))).mtime })
        }
      }
      await walk(folder === undefined ? '' : checkedKey(folder))
      return found.sort((x, y) => (x.key < y.key ? -1 : 1))
    },
    where(area, key) {
      return file(area, key)
    },
    async has(area, key) {
      return fs.promises.access(file(area, key)).then(
        () => true,
        () => false,
      )
    },
    async remove(area, key) {
      await fs.promises.rm(file(area, key), { force: true })
    },
    close() {},
  }
}

function s3Store(settings: S3Settings): FileStore {
  // The SDK is loaded by the first call: a shop on local folders never loads it.
  let loaded: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined
  const connect = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        // Checksums only where S3 requires them: the SDK's default (a streamed CRC trailer on every
        // upload) is not understood by every S3-compatible store, and each upload here is one whole
        // buffer of a known length.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })))
  const Key = (area: FileArea, key: string) => `${settings.prefix}${area}/${checkedKey(key)}`
  return {
    kind: 's3',
    async put(area, key, body, contentType) {
      const objectKey = Key(area, key)
      const { sdk, client } = await connect()
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey,
          Body: body,
          ContentLength: body.length,
          ContentType: contentType ?? 'application/octet-stream',
        }),
      )
    },
    async putFile(area, key, localPath, contentType) {
      const objectKey = Key(area, key)
      const { sdk, client } = await connect()
      const { size } = await fs.promises.stat(localPath)
      // One PUT takes up to 5 GB, far beyond any file the shop makes.
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey,
          Body: fs.createReadStream(localPath),
          ContentLength: size,
          ContentType: contentType ?? 'application/octet-stream',
        }),
      )
      await fs.promises.rm(localPath, { force: true })
    },
    async open(area, key) {
      const objectKey = Key(area, key)
      const { sdk, client } = await connect()
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: objectKey }),
        )
        return { stream: answer.Body as Readable, bytes: answer.ContentLength }
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null
        if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) return null
        throw error
      }
    },
    async list(area, folder) {
      const prefix = folder === undefined ? `${settings.prefix}${area}/` : `${Key(area, folder)}/`
      const { sdk, client } = await connect()
      const found: { key: string; modified: Date }[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix, ContinuationToken: token }),
        )
        for (const o of page.Contents ?? [])
          if (o.Key)
            found.push({
              key: `${folder === undefined ? '' : `${folder}/`}${o.Key.slice(prefix.length)}`,
              modified: o.LastModified ?? new Date(0),
            })
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return found.sort((x, y) => (x.key < y.key ? -1 : 1))
    },
    where(area, key) {
      return `s3://${settings.bucket}/${Key(area, key)}`
    },
    async has(area, key) {
      const objectKey = Key(area, key)
      const { sdk, client } = await connect()
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey }))
        return true
      } catch (error) {
        if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) return false
        throw error
      }
    },
    async remove(area, key) {
      const objectKey = Key(area, key)
      const { sdk, client } = await connect()
      await client.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey }))
    },
    close() {
      void loaded?.then(({ client }) => client.destroy())
    },
  }
}
