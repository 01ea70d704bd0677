// The bare ceiling every endpoint is compared with: Fastify answering a constant, same machine.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/hello', async () => ({ hello: 'world' }))
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
console.log(`listening ${(app.server.address() as { port: number }).port}`)
