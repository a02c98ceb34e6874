# syntax=docker/dockerfile:1
# The server and the built site in one image; compose.yaml runs three of them behind nginx.
# Not built on the development machines (no registry for images there): `npm run cluster` runs the
# same topology from Debian's packages and is what the tests and the benchmark exercise.

# Build: every dependency, to build the app (vite) that the server serves.
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY app/package.json app/
COPY packages/domain/package.json packages/domain/
COPY packages/art/package.json packages/art/
COPY packages/ui/package.json packages/ui/
COPY packages/server/package.json packages/server/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:app

# Production dependencies of the server workspace only (no vite, storybook, test tools).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Every workspace's manifest, so npm ci finds the lockfile in step; only the server's are installed.
COPY app/package.json app/
COPY packages/ui/package.json packages/ui/
COPY packages/domain/package.json packages/domain/
COPY packages/art/package.json packages/art/
COPY packages/server/package.json packages/server/
RUN npm ci --omit=dev --workspace=@ic/server --no-audit --no-fund

# Run: Node 24 runs the TypeScript sources directly (type stripping), as `npm start` does.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/domain/src packages/domain/src
COPY packages/art/package.json packages/art/
COPY packages/art/src packages/art/src
COPY packages/server/package.json packages/server/
COPY packages/server/src packages/server/src
COPY --from=build /src/app/dist app/dist
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "packages/server/src/server.ts"]
