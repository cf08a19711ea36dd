#!/usr/bin/env bash
# Builds the .deb with CPack, installs it with `apt-get install ./…deb` into a fresh
# Debian 12 (bookworm) chroot, and starts the workbench from it under Xvfb — the xcb
# platform plugin, as on a desktop — on a sample bundle. The window it draws is copied to
# docs/screenshots/deb-install.png and the log to $CACHE/last-run.log.
#
# Needs root (debootstrap, chroot, mount) and the network (deb.debian.org). Not run in CI:
# it takes minutes. The pristine debootstrap is cached in $CACHE/base (outside the repo)
# and copied afresh for every run, so each install starts from a clean system.
set -euo pipefail
cd "$(dirname "$0")/.."
SRC=$PWD
BUILD_DIR=${BUILD_DIR:-build}
CACHE=${DEB_CHROOT_CACHE:-/work/deb-chroot}
BASE=$CACHE/base
ROOT=$CACHE/run
SAMPLE=xid79-gpu-off-bus
LOG=$CACHE/last-run.log
mkdir -p "$CACHE"
exec > >(tee "$LOG") 2>&1

step() { printf '\n=== %s\n' "$*"; }

need=()
for tool in debootstrap desktop-file-validate appstreamcli; do command -v "$tool" >/dev/null || need+=("$tool"); done
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap desktop-file-utils appstream
fi

step "Desktop integration files validate"
desktop-file-validate packaging/io.github.attribution_workbench.desktop
appstreamcli validate --no-net packaging/io.github.attribution_workbench.metainfo.xml
xmllint --noout packaging/attribution-workbench-mime.xml

step "Package (cpack -G DEB in $BUILD_DIR)"
cmake --build "$BUILD_DIR" --target attribution-workbench attribution-cli
rm -f "$BUILD_DIR"/attribution-workbench_*.deb
(cd "$BUILD_DIR" && cpack -G DEB)
DEB=$(ls "$BUILD_DIR"/attribution-workbench_*.deb)
dpkg-deb --field "$DEB" Package Version Depends Recommends Suggests
dpkg-deb --contents "$DEB" | awk '{print $6}' | grep -v '/$'

step "Fresh Debian 12 chroot"
if [ ! -x "$BASE/usr/bin/apt-get" ]; then
  debootstrap --variant=minbase bookworm "$BASE" http://deb.debian.org/debian
fi
cleanup() { umount "$ROOT/proc" 2>/dev/null || true; }
trap cleanup EXIT
cleanup
rm -rf "$ROOT"
cp -a "$BASE" "$ROOT"
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
mount -t proc proc "$ROOT/proc"
cp "$DEB" "$ROOT/tmp/"
cp -r "resources/samples/$SAMPLE" "$ROOT/tmp/"
in_root() { chroot "$ROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
  DEBIAN_FRONTEND=noninteractive "$@"; }

step "apt-get install ./$(basename "$DEB") (no recommends: the Depends alone must be enough)"
in_root apt-get update -qq
in_root sh -c "cd /tmp && apt-get install -y --no-install-recommends ./$(basename "$DEB")"
in_root dpkg -s attribution-workbench | grep -E '^(Status|Version|Depends)'

step "Test tools only (not dependencies): Xvfb, shared-mime-info, desktop-file-utils"
in_root apt-get install -y -qq --no-install-recommends xvfb xauth shared-mime-info desktop-file-utils

step "The MIME type is registered and bundle archives open with the workbench"
in_root sh -c 'update-mime-database /usr/share/mime && grep -h "attribution-bundle" /usr/share/mime/globs2'
in_root sh -c 'update-desktop-database /usr/share/applications &&
  grep "^application/x-attribution-bundle=" /usr/share/applications/mimeinfo.cache'

step "attribution-cli analyze"
in_root attribution-cli analyze "/tmp/$SAMPLE" | head -n 12

step "attribution-workbench under Xvfb (xcb), screenshot mode"
rm -rf "$ROOT/tmp/shots"
in_root sh -c "mkdir -p -m 700 /tmp/rt && XDG_RUNTIME_DIR=/tmp/rt QT_DEBUG_PLUGINS=1 \
  timeout 120 xvfb-run -a -s '-screen 0 1600x1000x24' \
  attribution-workbench --screenshot /tmp/shots /tmp/$SAMPLE" 2>"$CACHE/plugins.log"
echo "Qt plugins loaded:"
grep -oE '"[^"]*/plugins/[^"]*" loaded library' "$CACHE/plugins.log" | cut -d'"' -f2 | sort -u
grep -q 'platforms/libqxcb.so" loaded library' "$CACHE/plugins.log"
grep -q 'iconengines/libqsvgicon.so" loaded library' "$CACHE/plugins.log"
test -s "$ROOT/tmp/shots/window.png"
cp "$ROOT/tmp/shots/window.png" "$SRC/docs/screenshots/deb-install.png"
echo "PASS: installed from $(basename "$DEB") and started; docs/screenshots/deb-install.png written"
