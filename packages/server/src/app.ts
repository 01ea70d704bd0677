import compress from '@fastify/compress'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Db } from './db/connect'
import type { Clock } from './lib/clock'
import { apiRoutes } from './domains/api-routes'
import seoPlugin from './domains/seo/seo.plugin'
import { registerErrorHandler } from './errors'
import { requestLogSerializer } from './lib/redact'
import { requestLoggerFactory } from './lib/request-logger'
import { slowRequestServerOptions } from './lib/request-timeouts'
import { textInputValidatorCompiler } from './lib/text-input-validator'
import { refuseBodyBeyondBounds } from './lib/body-shape'
import { openApiTransform } from './lib/api-schemas'
import { responseSerializerCompiler } from './lib/response-serializer'
import authPlugin from './plugins/auth'
import catalogueCachePlugin from './plugins/catalogue-cache'
import { saturationPlugin } from './plugins/saturation'
import staffAuthPlugin from './plugins/staff-auth'
import dbPlugin from './plugins/db'
import fileStorePlugin from './plugins/file-store'
import jobsPlugin from './plugins/jobs'
import mailerPlugin from './plugins/mailer'
import metricsPlugin from './plugins/metrics'
import orderDocumentsPlugin from './plugins/order-documents'
import orderFlowsPlugin from './plugins/order-flows'
import paymentsPlugin from './plugins/payments'
import privateAnswersPlugin from './plugins/private-answers'
import rateLimitPlugin from './plugins/rate-limit'
import { inlineScriptHashes } from './plugins/inline-scripts'
import securityHeadersPlugin from './plugins/security-headers'
import securityLogPlugin from './plugins/security-log'
import webAppPlugin from './plugins/web-app'
import { setPasswordHashCost } from './lib/password'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

/** Whole request (headers and body) must arrive within this; a socket idle this long is closed. */
export const REQUEST_TIMEOUT_MS = 30_000
export const CONNECTION_TIMEOUT_MS = 60_000

/** Trust the nearest `hops` addresses of the chain (the socket's peer first). */
const trustHops = (hops: number) => (_address: string, index: number) => index < hops

export interface BuildAppOptions {
  /** An already open database (tests share one between two apps, for instance). */
  db?: Db
  logger?: boolean
  /** Where log lines go instead of stdout (tests read them to prove what is never logged). */
  logStream?: { write(line: string): void }
  /** "Now" for the job runner, renewals and subscription changes (tests move it forward). */
  clock?: Clock
}

/** Builds the whole shop (API, media, web app) without listening: tests use inject(). */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  setPasswordHashCost(config.passwordHashCost)
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // E-mail addresses (check-email/{address}) never reach the log with the URL.
            serializers: { req: requestLogSerializer },
            // Card numbers, CVCs, passwords and tokens never reach the log.
            redact: {
              paths: [
                'req.headers.authorization',
                '*.password',
                '*.card_number',
                '*.cvc',
                'cardDetails',
                '*.cardDetails',
                '*.*.cardDetails',
                'card',
                '*.card',
                '*.token',
              ],
              censor: '[redacted]',
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // A hop count as a function: Fastify honours numbers, its types do not list them.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 256 * 1024,
    // A client sending its request slowly cannot hold a socket for ever (Fastify's default is none).
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: slowRequestServerOptions(REQUEST_TIMEOUT_MS),
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // Migrating at start can outlast Fastify's 10 s plugin default on a big or busy database.
    pluginTimeout: 60_000,
    childLoggerFactory: requestLoggerFactory,
  }).withTypeProvider<ZodTypeProvider>()

  // JSON only: a text/plain body is refused with 415.
  app.removeContentTypeParser('text/plain')
  app.setValidatorCompiler(textInputValidatorCompiler)
  // Before any schema or check walks a body: its depth and number of values are bounded (400).
  app.addHook('preValidation', refuseBodyBeyondBounds)
  // Tests also check every answer against its zod schema, so a drifting service fails there.
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.nodeEnv === 'test' }))
  app.decorate('config', config)
  registerErrorHandler(app)

  // While closing, answers tell clients to drop the connection: a kept-alive connection would
  // otherwise hold the server open after its last request in flight has been answered.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })

  await app.register(securityHeadersPlugin, {
    // The SPA's own scripts and styles only; images may come from the media host.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The app's own files, and the inline script every page carries, by its hash.
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDistDir)],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  await app.register(saturationPlugin, config.saturation)
  await app.register(dbPlugin, { url: config.databaseUrl, db: options.db })
  // Before compress: a cached catalogue answer is kept compressed, so its routes need none of the
  // compress plugin's hooks (plugins/catalogue-cache.ts turns them off before compress sees them).
  await app.register(catalogueCachePlugin, { maxMb: config.catalogueCacheMb })
  // API answers are compressed on the fly for clients that ask; the built web assets are served
  // precompressed by the web-app plugin and pass through untouched.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  // Collects the routes' schemas; the description is served only when config.apiDocs (below).
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bermuda Medical Supply storefront API',
        version: '1.0.0',
        description:
          'Calls marked with a lock need a customer token: POST /api/login answers it as `_token`; ' +
          'paste it under Authorize to try those calls here.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: openApiTransform,
  })
  await app.register(privateAnswersPlugin)
  await app.register(metricsPlugin, { public: config.metricsPublic, token: config.metricsToken })
  await app.register(authPlugin)
  await app.register(staffAuthPlugin)
  await app.register(securityLogPlugin)
  await app.register(fileStorePlugin)
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom })
  await app.register(paymentsPlugin)
  await app.register(orderFlowsPlugin)
  await app.register(orderDocumentsPlugin)
  await app.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    perMinute: config.rateLimitPerMinute,
  })
  await app.register(jobsPlugin, { clock: options.clock })

  await app.register(apiRoutes, { prefix: '/api' })
  if (config.apiDocs) {
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { persistAuthorization: true, validatorUrl: null, tryItOutEnabled: true },
      // Its own policy on its own pages: the UI styles itself inline and draws icons from data: URIs.
      staticCSP: {
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data:",
        'font-src': "'self' data:",
        'connect-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'frame-ancestors': "'none'",
      },
    })
  }

  await app.register(webAppPlugin, {
    mediaDir: config.mediaDir,
    mediaUrl: config.mediaUrl,
    webDistDir: config.webDistDir,
  })
  // After webAppPlugin: SEO wraps the renderPage it decorates (index.html -> a page's HTML).
  await app.register(seoPlugin, { seo: config })
  return app
}
