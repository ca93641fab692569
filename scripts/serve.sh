#!/bin/sh
# Runs the built server (dist/server/main.js, or the script given as $1) with the memory settings of decision D13.
# `npm start`, the Playwright web servers and the benchmarks all start it through here, so what is measured is what
# runs.
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
entry="${1:-$root/dist/server/main.js}"

# glibc raises its mmap threshold (up to 32 MB) each time a large block is freed, after which large blocks come from
# its heaps, whose freed pages stay resident. A fixed threshold keeps them in their own mappings, which `free` gives
# back.
#
# V8 lets the old generation grow to several times its live size before a full collection while collections are
# cheap, which under load is 100+ MB of garbage held resident. 1.5× keeps it near the live set; some processes then
# serve the cheapest requests ~20% slower (D13 weighs the two).
#
# With the embedded database (no DATABASE_URL) the process is the box's whole database too, so it goes further:
# - the threshold is lower: V8's optimising compiler works in 32–64 KB blocks while it tiers up PGlite's WebAssembly,
#   and ~35 MB of them stayed in glibc's heaps, freed but resident;
# - the young generation is capped at 8 MB semi-spaces instead of 16.
# The script's own argument is read above, so the positional parameters carry the extra node flags.
if [ -z "${DATABASE_URL:-}" ]; then
  mmap_threshold=32768
  set -- --max-semi-space-size=8
else
  mmap_threshold=65536
  set --
fi

# Tunables already in the environment come last, so they win.
GLIBC_TUNABLES="glibc.malloc.mmap_threshold=$mmap_threshold:glibc.malloc.trim_threshold=131072${GLIBC_TUNABLES:+:$GLIBC_TUNABLES}"
export GLIBC_TUNABLES

exec node --enable-source-maps --heap-growing-percent=50 "$@" "$entry"
