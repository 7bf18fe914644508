#!/bin/sh
# Printed corpus 5 (held apart from the readers): see make.py for how the documents are drawn and degraded.
# Needs (Debian): ghostscript fonts-urw-base35 poppler-utils python3-pil python3-numpy
set -eu
for tool in gs pdftoppm pdftotext /usr/bin/python3; do
  command -v "$tool" >/dev/null || { echo "missing $tool (apt-get install -y ghostscript fonts-urw-base35 poppler-utils python3-pil python3-numpy)" >&2; exit 1; }
done
[ -f /usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf ] || { echo "missing the URW base35 fonts (apt-get install -y fonts-urw-base35)" >&2; exit 1; }
/usr/bin/python3 -c 'import PIL, numpy' || { echo "missing python3-pil / python3-numpy (apt-get install -y python3-pil python3-numpy)" >&2; exit 1; }
exec /usr/bin/python3 "$(dirname "$0")/make.py" "$@"
