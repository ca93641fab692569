#!/bin/sh
# Runs the built server (dist/server/main.js, or the script given as $1) with the memory settings of decision D13.
# `npm start`, the Playwright web servers and the benchmarks all start it through here, so what is measured is what
# runs.
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
entry="${1:-$root/dist/server/main.js}"

# glibc raises its mmap threshold (up to 32 MB) each time a large block is freed, after which large blocks come from
# its heaps, whose freed pages stay resident. A fixed 64 KB threshold keeps them in their own mappings, which `free`
# gives back. Tunables already in the environment come last, so they win.
GLIBC_TUNABLES="glibc.malloc.mmap_threshold=65536:glibc.malloc.trim_threshold=131072${GLIBC_TUNABLES:+:$GLIBC_TUNABLES}"
export GLIBC_TUNABLES

# V8 lets the old generation grow to several times its live size before a full collection while collections are
# cheap, which under load is 100+ MB of garbage held resident. 1.5× keeps it near the live set; some processes then
# serve the cheapest requests ~20% slower (D13 weighs the two).
exec node --enable-source-maps --heap-growing-percent=50 "$entry"
