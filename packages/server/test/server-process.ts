import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from '../src/config'
import { afterThisFile } from './file-cleanup'

const SERVER_DIR = path.join(REPO_ROOT, 'packages/server')

/**
 * Compiles the server as `npm run build` does, into a folder of this test file's own (so test
 * files running side by side never overwrite each other's), removed after the file. Returns the
 * path of its server.js.
 */
export function buildCompiledServer(): string {
  const outdir = path.join(SERVER_DIR, 'dist', `test-${randomBytes(4).toString('hex')}`)
  const result = spawnSync(process.execPath, ['build.mjs', '--outdir', outdir], {
    cwd: SERVER_DIR,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`)
  afterThisFile(() => fs.rmSync(outdir, { recursive: true, force: true }))
  return path.join(outdir, 'server.js')
}

export interface ServerProcess {
  child: ChildProcess
  url: string
  output(): string
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
}

/** The V8 options `npm start` runs the server with (its memory settings), read from its start script. */
export function startScriptNodeOptions(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string }
  }
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'))
}

/** Runs a compiled server.js with the given settings; resolves once it listens. */
export function startServerProcess(
  serverJs: string,
  env: Record<string, string>,
  nodeOptions: string[] = ['--enable-source-maps'],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeOptions, serverJs], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, ENV_FILE: '', NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  afterThisFile(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  let out = ''
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000)
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve({ child, url: m[1]!, output: () => out, exited })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${code}):\n${out}`))
    })
  })
}
