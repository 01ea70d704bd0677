// Runs before each database test file (vitest.config.ts): what the file started is cleaned up after it.
import { afterAll } from 'vitest'
import { runFileCleanups } from './file-cleanup'

afterAll(runFileCleanups)
