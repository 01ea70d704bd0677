# syntax=docker/dockerfile:1
# The shop as one container: the compiled server (packages/server/dist) serving the built web app.
# Build: docker build -t bermuda-shop .   Run with PostgreSQL, Redis and two processes: docker compose up

ARG NODE_IMAGE=node:24-bookworm-slim
# Native modules are compiled on Node 24.11: better-sqlite3 12 built against later Node 24 headers
# aborts at a garbage collection; the binary runs on every Node 24 (decision 0084).
ARG BUILD_NODE_IMAGE=node:24.11-bookworm-slim

# 1. Everything needed to build: all workspaces' manifests first, so dependencies stay cached.
FROM ${BUILD_NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund -w @shop/shared -w @shop/server -w @shop/web --include-workspace-root
COPY packages ./packages
RUN npm run build

# 2. The server's runtime dependencies only.
FROM ${BUILD_NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund -w @shop/server \
  && mkdir -p packages/server/node_modules

# 3. What runs: compiled JavaScript, production dependencies, the built web app; not as root.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/packages/server/node_modules ./packages/server/node_modules
COPY package.json ./
COPY packages/server/package.json packages/server/
COPY --from=build /app/packages/server/dist ./packages/server/dist
COPY --from=build /app/packages/web/dist ./packages/web/dist
# data/ holds the SQLite database (when used), media and private files: writable by the node user,
# volumes in compose.
RUN mkdir -p data/media data/private && chown -R node:node data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=300s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node receives SIGTERM directly (no npm or shell in between), so shutdown finishes requests in flight.
# The memory settings of `npm start` (docs/decisions/0080-memory-settings-for-the-whole-workload.md).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=2", "--max-old-space-size=128", "packages/server/dist/server.js"]
