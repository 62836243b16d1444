# Production image: one Node process serving the whole site, SQLite on the /data volume.
#   docker build -t chip-repair-academy .        (Podman: podman build --format docker ...,
#                                                 or the HEALTHCHECK is dropped)
#   docker run -p 3000:3000 -v chip-data:/data chip-repair-academy
# With Caddy in front: compose.yaml. `npm run test:container` builds and runs both.

# The Node the site runs on everywhere: .node-version (a test holds this default equal to it).
ARG NODE_VERSION=24.21.0

# --- build: install, build the app, then keep only what the server runs ----------------
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so editing the app does not reinstall them.
COPY package.json package-lock.json .npmrc ./
# Our own postinstall applies the patches in patches/ (patch-package). Dependencies' install
# scripts are skipped: none is needed (better-sqlite3 ships prebuilt binaries, esbuild's
# comes as an optional package), and npm's implicit node-gyp step for better-sqlite3 would
# need Python and make, which this image does not have.
COPY patches ./patches
COPY vendor ./vendor
RUN npm ci --ignore-scripts && npm run postinstall
COPY . .
# What the runtime stage copies holds no build-time files: no dev packages (typescript too,
# which prune keeps as an optional peer of Remix's packages), no type declarations or source
# maps, and of better-sqlite3 only the binary for this platform, not its C sources and the
# binaries for other systems.
RUN npm run build \
  && npm prune --omit=dev \
  && rm -rf node_modules/typescript \
  && cd node_modules/better-sqlite3 \
  && rm -rf deps src build binding.gyp \
  && find prebuilds -type f ! -name "linux-$(node -p process.arch).node" -delete \
  && cd /app \
  && find node_modules -type f \( -name "*.d.ts" -o -name "*.d.cts" -o -name "*.d.mts" -o -name "*.map" \) -delete

# --- runtime: only what the server reads -------------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    DATABASE_PATH=/data/app.db \
    PORT=3000
# App files stay root-owned and read-only to the server; only /data is writable. It holds
# the database (WAL files beside it; Litestream's state and config too when REPLICA_URL is set).
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/resources/files ./resources/files
COPY --from=build /app/db/migrations ./db/migrations
COPY --from=build /app/server ./server
# Operator commands inside the container (they use the built app):
#   docker exec -it <container> node scripts/create-admin.mjs --email you@example.com
#   docker exec <container> node scripts/mailbox.mjs
#   docker exec <container> node scripts/backup.mjs        (writes /data/backups/app-<time>.db)
COPY --from=build /app/scripts/create-admin.mjs /app/scripts/mailbox.mjs /app/scripts/backup.mjs /app/scripts/restore.mjs ./scripts/
# The data folder is the server's alone (0700): it holds mail with reset links and the secrets.
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
VOLUME /data
# The unprivileged user that node images ship with.
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthcheck').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Our Express server run by node itself (no npm in between), so `docker stop`'s SIGTERM
# reaches it and it shuts down gracefully. Migrations run at start. The larger young
# generation is explained in docs/decisions/0006 (same flags as `npm start`).
CMD ["node", "--max-semi-space-size=32", "server/index.mjs"]
