# syntax=docker/dockerfile:1
# The site, the staff console and the API in one image: built with the dev dependencies, run with
# the production dependencies only, as an unprivileged user, serving what the build stage built.
# `npm run test:image` runs this file's RUN steps and its CMD and HEALTHCHECK in a clean folder
# (container tooling is not needed for that): keep each RUN a plain command.
# The base images are pinned by digest, so a rebuild gets the same bytes; the tag stays beside it
# for people and for Dependabot (.github/dependabot.yml), which proposes each new digest of the tag.
# `npm run test:image` refuses an image named without a digest, here and in compose.yaml.

FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS build
WORKDIR /app
# The manifests first, so that a change of source reuses the installed dependencies.
COPY package.json package-lock.json .npmrc ./
COPY packages/ui/package.json packages/ui/
COPY packages/content/package.json packages/content/
COPY packages/machines/package.json packages/machines/
COPY packages/site/package.json packages/site/
COPY packages/console/package.json packages/console/
COPY packages/api/package.json packages/api/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d
# The server listens on every interface of the container; the data folder is a volume.
# NODE_ENV=production: React's production build renders the status and receipt pages (the
# development one is about twice as slow and holds more memory).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
WORKDIR /app
# The code and the build stay root's and read-only to the server; only /data is its own.
COPY --from=build /app ./
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "packages/api/src/main.ts", "--built"]
