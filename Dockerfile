# Production image: one Node process serving the whole site, SQLite on the /data volume.
#   docker build -t chip-repair-academy .
#   docker run -p 3000:3000 -v chip-data:/data chip-repair-academy

# --- build: compile native modules, build the app, then drop dev dependencies ------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 falls back to compiling from source when no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# Dependencies first, so editing the app does not reinstall them.
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# --- runtime: only what the server reads -------------------------------------------------
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    DATABASE_PATH=/data/app.db \
    PORT=3000
# App files stay root-owned and read-only to the server; only /data is writable. It holds
# the database (WAL files beside it) and the generated secrets.json.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/db/migrations ./db/migrations
# npm run create-admin inside the container: the script and the hashing parameters it shares with the app.
COPY --from=build /app/scripts/create-admin.mjs ./scripts/create-admin.mjs
COPY --from=build /app/app/server/argon2-options.json ./app/server/argon2-options.json
RUN mkdir -p /data && chown node:node /data
VOLUME /data
# The unprivileged user that node images ship with.
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthcheck').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# remix-serve's bin run by node itself (no npx in between), so `docker stop`'s SIGTERM
# reaches the server, which closes its listener and exits. Migrations run at start.
CMD ["node", "node_modules/@remix-run/serve/dist/cli.js", "./build/server/index.js"]
