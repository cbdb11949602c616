# One image for every service; docker-compose.yml picks the package to start.
FROM node:20-bookworm-slim AS base
WORKDIR /app
RUN npm install -g pnpm@9.15.9 --no-fund --no-audit
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY packages ./packages
RUN pnpm install --frozen-lockfile
COPY tsconfig.base.json tsconfig.json ./
COPY scripts ./scripts
RUN pnpm build
ENV NODE_ENV=production
USER node
