# One image for every process of the storefront: the gateway and the six services.
# The process is chosen by the command (compose `command:`, Kubernetes `args:`); the default is the gateway.
#   docker build -t storefront .
#   docker run storefront node services/auth/dist/main.js
# The base image is a build argument (NODE_IMAGE), e.g. a registry mirror's or a local stand-in
# (scripts/build-stand-in-images.sh: --build-arg NODE_IMAGE=storefront-stand-in/node:20).
# Debian slim rather than Alpine: native modules (password hashing, bundler binaries) ship glibc builds.
# Plain Dockerfile syntax (no BuildKit-only `RUN --mount`), so the classic builder of Debian's docker.io
# and Compose v1 build it as BuildKit does; the dependency layers are cached by the manifests.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

# Lockfile and workspace manifests only, so the dependency layers are rebuilt only when they change.
# Every workspace of the root package.json must be listed here (tests/deploy/dockerfile.spec.ts checks it).
FROM base AS manifests
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/platform/package.json libs/platform/
COPY services/auth/package.json services/auth/
COPY services/payments/package.json services/payments/
COPY services/credits/package.json services/credits/
COPY services/notifications/package.json services/notifications/
COPY services/presence/package.json services/presence/
COPY services/admin/package.json services/admin/
COPY gateway/package.json gateway/
COPY frontend/package.json frontend/

# Everything needed to compile (NODE_ENV stays unset here so dev dependencies are installed).
FROM manifests AS deps
RUN npm ci

# Production dependencies of every workspace that runs in the image (not the frontend's: the gateway
# serves its built files only), with the workspace links under node_modules/@storefront.
# What only a compiler, an editor or a package's own tests read is left out: source maps, TypeScript
# sources and declarations, C/C++ sources and headers of native modules (already compiled), docs, and
# packages' test folders and test files (a package named test, at node_modules/test, is kept).
FROM manifests AS prod-deps
RUN npm ci --omit=dev \
      --workspace=libs/contracts --workspace=libs/platform \
      --workspace=services/auth --workspace=services/payments --workspace=services/credits \
      --workspace=services/notifications --workspace=services/presence --workspace=services/admin \
      --workspace=gateway \
 && find . -path '*/node_modules/*' -type f \( -name '*.map' -o -name '*.ts' -o -name '*.mts' -o -name '*.cts' \
      -o -name '*.h' -o -name '*.hpp' -o -name '*.hh' -o -name '*.c' -o -name '*.cc' -o -name '*.cpp' \
      -o -name '*.md' -o -name '*.markdown' -o -name '*.tsbuildinfo' \
      -o -name '*.test.js' -o -name '*.spec.js' -o -name '*.test.mjs' -o -name '*.spec.mjs' \
      -o -name '*.test.cjs' -o -name '*.spec.cjs' \) -delete \
 && find . -depth -regextype posix-extended -path '*/node_modules/*' -type d \
      \( -name __tests__ -o -name test -o -name tests -o -name .github \) \
      ! -regex '.*/node_modules/(@[^/]+/)?tests?' -exec rm -rf {} + \
 && rm -rf node_modules/.cache

FROM deps AS build
COPY . .
RUN npm run build
# The shipped build output: JavaScript only, no source maps, declarations or build info.
RUN find libs/*/dist services/*/dist gateway/dist frontend/dist \
      \( -name '*.map' -o -name '*.d.ts' -o -name '.tsbuildinfo' \) -type f -delete

FROM base AS runtime
# tini as PID 1 forwards SIGTERM to node (graceful shutdown) and reaps zombies.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
# Root owns the application files; the process runs as `node` and cannot modify them.
COPY --from=prod-deps /app ./
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/platform/dist libs/platform/dist
COPY --from=build /app/services/auth/dist services/auth/dist
COPY --from=build /app/services/payments/dist services/payments/dist
COPY --from=build /app/services/credits/dist services/credits/dist
COPY --from=build /app/services/notifications/dist services/notifications/dist
COPY --from=build /app/services/presence/dist services/presence/dist
COPY --from=build /app/services/admin/dist services/admin/dist
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/frontend/dist frontend/dist
# The `node` user of the base image, by number so Kubernetes can verify runAsNonRoot.
USER 1000:1000
EXPOSE 5001 8080
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "gateway/dist/main.js"]
