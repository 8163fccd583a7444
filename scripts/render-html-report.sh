#!/usr/bin/env bash
# Usage: scripts/render-html-report.sh REPORT.html OUTDIR
#
# Loads an audit's HTML report in headless Chromium (JavaScript on, as a reviewer's browser has it) in
# a 1280 × 800 window — a laptop's first screenful — and writes what the browser rendered:
# OUTDIR/dom.html, the DOM after load; OUTDIR/screenshot.png, the first screenful; and
# OUTDIR/layout.json, where things landed, measured by a script in a copy of the page (the report has
# none): the top and bottom of the verdict, the summary table and the finding list, the top of the
# first picture, and each picture's height and the empty height below its lowest box, in CSS pixels.
# Then prints "ink FRACTION", the share of the screenshot's pixels that differ from its most common
# colour (0 for a blank page).
#
# Chromium is Debian's `chromium`; when it is missing the script installs it with apt-get (as root).
# Exit status 77 says it could not be installed (the caller skips); any other failure is 1.
set -euo pipefail
report=$1 out=$2
mkdir -p "$out"

find_browser() {
  for name in chromium chromium-browser google-chrome; do
    if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
  done
  return 1
}

if ! browser=$(find_browser); then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    echo "Installing chromium with apt-get: headless, it renders the HTML report as a reviewer's browser would (log: $out/apt.log)…" >&2
    apt-get install -y --no-install-recommends chromium >"$out/apt.log" 2>&1 \
      || { apt-get update >>"$out/apt.log" 2>&1 && apt-get install -y --no-install-recommends chromium >>"$out/apt.log" 2>&1; } || true
  fi
  browser=$(find_browser) || { echo "Chromium is not installed and could not be installed (apt-get as root); see $out/apt.log" >&2; exit 77; }
fi

url="file://$(cd "$(dirname "$report")" && pwd)/$(basename "$report")"
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --user-data-dir="$out/profile" --window-size=1280,800)
"$browser" "${flags[@]}" --dump-dom "$url" >"$out/dom.html" 2>"$out/chromium.log"
"$browser" "${flags[@]}" --screenshot="$out/screenshot.png" "$url" >>"$out/chromium.log" 2>&1

# The layout: the page again with a measuring script before </body>; its answer is read from the DOM.
python3 - "$report" "$out/measured.html" <<'PY'
import sys
page = open(sys.argv[1], encoding="utf-8").read()
script = """<script>
(() => {
  const box = selector => {
    const element = document.querySelector(selector);
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom };
  };
  const pictures = [...document.querySelectorAll("svg")].map(svg => {
    const height = svg.getBoundingClientRect().height, view = svg.viewBox.baseVal;
    const content = svg.getBBox(), scale = height / view.height;
    return { height, emptyBelow: (view.y + view.height - (content.y + content.height)) * scale };
  });
  const layout = { viewport: innerHeight, verdict: box(".verdict"), table: box("table.rules"),
                   findings: box(".finding-list"), firstPicture: box("svg"), pictures };
  const pre = document.createElement("pre");
  pre.id = "layout";
  pre.textContent = JSON.stringify(layout);
  document.body.append(pre);
})();
</script>
"""
assert "</body>" in page, "no </body> in the report"
open(sys.argv[2], "w", encoding="utf-8").write(page.replace("</body>", script + "</body>", 1))
PY
"$browser" "${flags[@]}" --dump-dom "file://$(cd "$out" && pwd)/measured.html" >"$out/measured-dom.html" 2>>"$out/chromium.log"
python3 - "$out/measured-dom.html" "$out/layout.json" <<'PY'
import html, re, sys
match = re.search(r'<pre id="layout">(.*?)</pre>', open(sys.argv[1], encoding="utf-8").read(), re.S)
open(sys.argv[2], "w", encoding="utf-8").write(html.unescape(match.group(1)) if match else "null")
PY

# The screenshot's ink: PNG decoded here (zlib and the five row filters) so that nothing else is needed.
python3 - "$out/screenshot.png" <<'PY'
import struct, sys, zlib
from collections import Counter
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
pos, idat, width = 8, b"", 0
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    chunk = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        width, height, depth, color = struct.unpack(">IIBB", chunk[:10])
        assert depth == 8 and color in (2, 6), "expected 8-bit RGB or RGBA"
        channels = 3 if color == 2 else 4
    elif kind == b"IDAT":
        idat += chunk
    pos += 12 + length
raw, stride = zlib.decompress(idat), width * channels
previous, pixels = bytearray(stride), Counter()
for row in range(height):
    start = row * (stride + 1)
    kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
    for i in range(stride):
        left = line[i - channels] if i >= channels else 0
        up, corner = previous[i], previous[i - channels] if i >= channels else 0
        if kind == 1: line[i] = (line[i] + left) & 255
        elif kind == 2: line[i] = (line[i] + up) & 255
        elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
        elif kind == 4:
            p = left + up - corner
            pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
            line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
    pixels.update(bytes(line[i:i + 3]) for i in range(0, stride, channels))
    previous = line
total = width * height
print(f"ink {1 - pixels.most_common(1)[0][1] / total:.4f}")
PY
