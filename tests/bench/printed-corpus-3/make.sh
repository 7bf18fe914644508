#!/bin/sh
# Printed corpus 3 (held apart from the readers): see make.py for how the documents are drawn and degraded.
# Needs (Debian): libreoffice-writer-nogui poppler-utils imagemagick fonts-crosextra-carlito fonts-crosextra-caladea fonts-urw-base35
set -eu
for tool in soffice pdftoppm pdftotext /usr/bin/convert identify; do
  command -v "$tool" >/dev/null || { echo "missing $tool (apt-get install -y libreoffice-writer-nogui poppler-utils imagemagick)" >&2; exit 1; }
done
for font in Carlito Caladea 'Nimbus Sans' 'Nimbus Mono PS' C059 P052; do
  fc-list | grep -q "$font" || { echo "missing font $font (fonts-crosextra-carlito fonts-crosextra-caladea fonts-urw-base35)" >&2; exit 1; }
done
exec python3 "$(dirname "$0")/make.py" "$@"
