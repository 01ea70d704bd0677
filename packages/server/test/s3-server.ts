import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import type { S3Settings } from '../src/lib/file-store'

/**
 * An S3-compatible server on 127.0.0.1 for one test file (s3rver, keeping its objects in a temporary
 * folder), with one bucket; answers the settings a shop process uses to reach it.
 */
export async function startS3Server(): Promise<{
  settings: S3Settings
  env: Record<string, string>
  stop: () => Promise<void>
}> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'shop-files' }],
  })
  const { port } = (await server.run()) as { port: number }
  // s3rver checks signatures made with its fixed test key pair.
  const settings: S3Settings = {
    bucket: 'shop-files',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'test/',
  }
  return {
    settings,
    env: {
      FILE_STORE: 's3',
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: settings.endpoint!,
      S3_FORCE_PATH_STYLE: 'on',
      S3_ACCESS_KEY_ID: settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
      S3_PREFIX: settings.prefix,
    },
    async stop() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
