#!/usr/bin/env bash
# Rebuilds the Noto fonts shipped in crates/savanna-fonts/fonts/ (not run by the build or CI: the outputs are
# committed). Sources are registry packages: Debian bookworm's fonts-noto-core (20201225-1) and
# fonts-noto-cjk (1:20220127+repack1-1), and npm's @expo-google-fonts/noto-emoji (0.4.7). Needs
# apt-get, npm, python3 and fontTools (pip install fonttools).
# Usage: bash crates/savanna-fonts/fonts/make-fonts.sh OUT_DIR
set -euo pipefail
out=$(realpath "${1:?usage: make-fonts.sh OUT_DIR}")
work=$(mktemp -d)
cd "$work"
apt-get download fonts-noto-core fonts-noto-cjk
for f in *.deb; do dpkg-deb -x "$f" x; done
npm pack @expo-google-fonts/noto-emoji@0.4.7
tar xzf expo-google-fonts-noto-emoji-*.tgz
noto=x/usr/share/fonts/truetype/noto
# Every name record is kept (copyright, licence and its URL, IDs 0 and 13-14 among them): the
# OFL asks that the licence travel with the font, and pyftsubset keeps only IDs 0-6 by default.
# Keeping them changes the `name` table and `head.checkSumAdjustment` only: outlines, metrics
# and layout tables stay byte for byte those of the subsets without them.
names=(--name-IDs='*' --name-legacy --name-languages='*')
# Scripts DejaVu Sans lacks or covers only in part; hinting dropped (we print vectors).
for s in Arabic Hebrew Devanagari Thai; do
  pyftsubset "$noto/NotoSans$s-Regular.ttf" --unicodes='*' --no-hinting "${names[@]}" \
    --output-file="$out/NotoSans$s-Regular.ttf"
done
# Noto Sans CJK JP, cut to the characters of the national standard sets: GB 2312 (simplified
# Chinese), JIS X 0208 (Japanese), Big5 level 1 (frequent traditional Chinese), the 2,350 Hangul
# syllables of KS X 1001 (Korean), plus kana, CJK punctuation, half- and full-width forms and
# Hangul compatibility jamo. Layout features other than kerning are dropped: they pull in the
# other locales' glyph variants (locl) and vertical forms.
python3 - <<'PY'
from fontTools.ttLib import TTCollection
def chars(enc, hi, lo):
    s = set()
    for a in hi:
        for b in lo:
            try:
                s.update(bytes([a, b]).decode(enc))
            except UnicodeDecodeError:
                pass
    return s
gb = chars('gb2312', range(0xa1, 0xf8), range(0xa1, 0xff))
jis = chars('euc_jp', range(0xa1, 0xf5), range(0xa1, 0xff))
big5 = chars('big5', range(0xa4, 0xc7), list(range(0x40, 0x7f)) + list(range(0xa1, 0xff)))
hangul = {c for c in chars('euc_kr', range(0xa1, 0xfe), range(0xa1, 0xff)) if 0xac00 <= ord(c) <= 0xd7a3}
open('cjk.txt', 'w').write(''.join(sorted(gb | jis | big5 | hangul)))
# recalcTimestamp=False: `head.modified` stays the source's, so the output is the same bytes on
# every run (saving stamped it with the time of the run).
TTCollection('x/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', recalcTimestamp=False).fonts[0].save('cjk.otf')
PY
pyftsubset cjk.otf --text-file=cjk.txt \
  --unicodes='U+3000-30FF,U+31F0-31FF,U+FF00-FFEF,U+3130-318F' \
  --layout-features='kern' --no-hinting --drop-tables+=vhea,vmtx,VORG,BASE "${names[@]}" \
  --output-file="$out/NotoSansCJKjp-Regular-subset.otf"
# Noto Emoji (monochrome outlines, Google Fonts 3.006), whole.
cp package/400Regular/NotoEmoji_400Regular.ttf "$out/NotoEmoji-Regular.ttf"
rm -rf "$work"
