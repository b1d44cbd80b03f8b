#!/usr/bin/env bash
# The photo import's benchmark: synthetic photos of boards drawn by hand (tests/suite/photo_support),
# read back by `import_photo`; prints the share read exactly by condition and the time per photo.
# Usage: bench/photo.sh [PHOTOS] [WIDTHxHEIGHT] [KEEP_DIR] [FIRST_SEED]   (default: 40 photos at 4000x3000, seeds from 0; KEEP_DIR "" keeps none)
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run --quiet --release --example photo_bench -- "$@"
