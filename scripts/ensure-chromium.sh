#!/usr/bin/env bash
# `npm test` needs Debian's Chromium for the browser journeys (test tools cannot download browsers here).
# Install it the way .ci/run does when this user can; otherwise stop at once and say the one command to run.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0

install_cmd="apt-get update && apt-get install -y chromium"
if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    echo "== Chromium is missing: installing it ($install_cmd)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    echo "== Chromium is missing: installing it (sudo $install_cmd)"
    sudo -n apt-get update -qq && sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi
if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium is needed at $CHROMIUM for the browser tests. Install it with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
  echo "(or set CHROMIUM_PATH to a Chromium you have)" >&2
  exit 1
fi
