#!/usr/bin/env bash
# Makes the manual's pictures from the current code (README.md and the book show them):
#   docs/src/images/classic.png   examples/classic.yaml rendered as a PNG sheet
#   docs/src/images/editor.png    the editor page (with --editor; needs the page built:
#                                 npm --prefix web run build, and chromium)
# tests/suite/manual.rs renders the first with the line below and fails when the committed
# picture differs (a stale picture). Usage: bash docs/pictures.sh [--editor]
# (SAVANNA_BIN picks the binary; default: cargo run --release).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${SAVANNA_BIN:-}" ]; then bin=("$SAVANNA_BIN"); else bin=(cargo run --quiet --release --); fi
"${bin[@]}" render examples/classic.yaml -o docs/src/images/classic.png --no-cover --px-per-mm 2
if [ "${1:-}" = "--editor" ]; then node web/scripts/screenshot.mjs docs/src/images/editor.png; fi
