#!/usr/bin/env bash
# Builds local stand-ins for the images the tests and the project image start from, on a machine
# that reaches Debian's package archive but no image registry:
#
#   storefront-stand-in/debian:bookworm   debootstrap --variant=minbase bookworm, docker import-ed
#   storefront-stand-in/postgres:15       Debian's postgresql, started like the official image
#                                         (POSTGRES_USER/POSTGRES_PASSWORD/POSTGRES_DB and
#                                         POSTGRES_HOST_AUTH_METHOD; extra arguments
#                                         go to postgres, e.g. `-p 15432`)
#   storefront-stand-in/redis:7           Debian's redis-server (arguments as the official image)
#   storefront-stand-in/nats:2            Debian's nats-server (arguments as the official image, e.g. -js),
#                                         with wget for compose's health check as the alpine image
#   storefront-stand-in/mailpit:1         an SMTP sink (Python's smtpd) on MP_SMTP_BIND_ADDR, for compose
#   storefront-stand-in/node:20           this machine's Node 20 binary and npm, with a `node` user
#                                         of uid 1000 as in the official image (Debian ships Node 18),
#                                         trusting the certificate authorities the host added
#
# Run as root with a Docker engine (DOCKER_HOST is honoured):
#   scripts/build-stand-in-images.sh
# then point the settings at them, e.g.
#   TEST_POSTGRES_IMAGE=storefront-stand-in/postgres:15 TEST_REDIS_IMAGE=storefront-stand-in/redis:7 \
#   TEST_NATS_IMAGE=storefront-stand-in/nats:2 TEST_CONTAINER_NETWORK=host TESTCONTAINERS_RYUK_DISABLED=true \
#   TEST_INFRA=containers npx jest --selectProjects integration
#   docker build --network host --build-arg NODE_IMAGE=storefront-stand-in/node:20 -t storefront .
# Every build uses the host's network (`--network host`), so nothing needs a bridge network.
# STAND_IN_PREFIX (default storefront-stand-in) names the images; DEBIAN_MIRROR the archive.
set -euo pipefail

PREFIX="${STAND_IN_PREFIX:-storefront-stand-in}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
BASE="$PREFIX/debian:bookworm"
NODE_BIN="${NODE_BIN:-$(command -v node)}"

for tool in docker debootstrap; do
  command -v "$tool" >/dev/null || { echo "$tool is required (apt-get install -y docker.io debootstrap)" >&2; exit 1; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if docker image inspect "$BASE" >/dev/null 2>&1; then
  echo "== $BASE exists, reused"
else
  echo "== debootstrap bookworm → $BASE"
  debootstrap --variant=minbase bookworm "$work/rootfs" "$MIRROR"
  rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/cache/apt/"*.bin \
    "$work/rootfs/var/lib/apt/lists/"*
  # As Debian's official images: apt keeps no package cache inside an image.
  cat >"$work/rootfs/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
  tar -C "$work/rootfs" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8' \
    --change 'CMD ["bash"]' - "$BASE"
  rm -rf "$work/rootfs"
fi

# build NAME DIR: builds DIR/Dockerfile as $PREFIX/NAME with the host's network.
build() {
  docker build --network host --build-arg "BASE=$BASE" -t "$PREFIX/$1" "$2"
}

# Postgres: Debian's server binaries behind an entrypoint that initialises the cluster the way the
# official image does on first start.
mkdir -p "$work/postgres"
cat >"$work/postgres/Dockerfile" <<'EOF'
ARG BASE
FROM ${BASE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-15 \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
 && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY docker-entrypoint.sh /usr/local/bin/
ENTRYPOINT ["docker-entrypoint.sh"]
EXPOSE 5432
CMD ["postgres"]
EOF
cat >"$work/postgres/docker-entrypoint.sh" <<'EOF'
#!/bin/sh
set -e
if [ "${1#-}" != "$1" ]; then set -- postgres "$@"; fi
if [ "$1" = postgres ] && [ "$(id -u)" = 0 ]; then
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  user="${POSTGRES_USER:-postgres}"
  echo "${POSTGRES_PASSWORD:-postgres}" >/tmp/pwfile
  auth="${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}"
  initdb -D "$PGDATA" -U "$user" --pwfile=/tmp/pwfile --auth-local=trust --auth-host="$auth" >/dev/null
  rm -f /tmp/pwfile
  echo "host all all all $auth" >>"$PGDATA/pg_hba.conf"
  db="${POSTGRES_DB:-$user}"
  if [ "$db" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -c unix_socket_directories=/tmp" -w start >/dev/null
    psql -h /tmp -U "$user" -d postgres -v ON_ERROR_STOP=1 -c "CREATE DATABASE \"$db\"" >/dev/null
    pg_ctl -D "$PGDATA" -w stop >/dev/null
  fi
fi
if [ "$1" = postgres ]; then
  shift
  exec postgres -c listen_addresses='*' -c unix_socket_directories=/var/run/postgresql "$@"
fi
exec "$@"
EOF
chmod +x "$work/postgres/docker-entrypoint.sh"
build postgres:15 "$work/postgres"

mkdir -p "$work/redis"
cat >"$work/redis/Dockerfile" <<'EOF'
ARG BASE
FROM ${BASE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends redis-server redis-tools \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir /data && chown redis:redis /data
WORKDIR /data
USER redis
EXPOSE 6379
CMD ["redis-server", "--protected-mode", "no"]
EOF
build redis:7 "$work/redis"

# NATS: as the official image, arguments alone go to nats-server, a command (`nats-server -js`) runs.
mkdir -p "$work/nats"
cat >"$work/nats/docker-entrypoint.sh" <<'EOF'
#!/bin/sh
if [ "${1#-}" != "$1" ]; then set -- nats-server "$@"; fi
exec "$@"
EOF
chmod +x "$work/nats/docker-entrypoint.sh"
cat >"$work/nats/Dockerfile" <<'EOF'
ARG BASE
FROM ${BASE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends nats-server wget \
 && rm -rf /var/lib/apt/lists/*
COPY docker-entrypoint.sh /usr/local/bin/
EXPOSE 4222 8222
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["nats-server"]
EOF
build nats:2 "$work/nats"

# Mail: an SMTP server that accepts every message and prints it, in Mailpit's place (compose's
# local inbox), listening where MP_SMTP_BIND_ADDR says, as Mailpit does. No web inbox.
mkdir -p "$work/mail"
cat >"$work/mail/Dockerfile" <<'EOF'
ARG BASE
FROM ${BASE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 \
 && rm -rf /var/lib/apt/lists/*
ENV MP_SMTP_BIND_ADDR=0.0.0.0:1025
EXPOSE 1025
CMD ["sh", "-c", "exec python3 -u -W ignore -m smtpd -n -c DebuggingServer \"$MP_SMTP_BIND_ADDR\""]
EOF
build mailpit:1 "$work/mail"

# Node 20: the host's binary (Debian's nodejs package is Node 18) and its npm.
mkdir -p "$work/node"
cp "$NODE_BIN" "$work/node/node"
npm_root="$(dirname "$(readlink -f "$NODE_BIN")")/../lib/node_modules/npm"
[ -d "$npm_root" ] || npm_root="$(npm root -g)/npm"
cp -a "$npm_root" "$work/node/npm"
# The certificate authorities this machine added to its own (a TLS-inspecting proxy's, where there is
# one), so that npm inside the image reaches the registry the way it does on the host.
mkdir -p "$work/node/ca"
cp /usr/local/share/ca-certificates/*.crt "$work/node/ca/" 2>/dev/null || true
cat >"$work/node/Dockerfile" <<'EOF'
ARG BASE
FROM ${BASE}
COPY ca/ /usr/local/share/ca-certificates/
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && update-ca-certificates \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && node --version && npm --version
CMD ["node"]
EOF
build node:20 "$work/node"

docker image ls "$PREFIX/*"
