#!/bin/sh
# Printed corpus 6 (held apart from the readers): see make.py for how the documents are drawn and degraded.
# Needs (Debian): librsvg2-bin poppler-utils python3-pil python3-numpy fonts-roboto-unhinted fonts-noto-core fonts-open-sans
#   fonts-lato fonts-linuxlibertine fonts-sil-charis fonts-go fonts-3270
set -eu
for tool in rsvg-convert pdftotext /usr/bin/python3; do
  command -v "$tool" >/dev/null || { echo "missing $tool (apt-get install -y librsvg2-bin poppler-utils python3-pil python3-numpy)" >&2; exit 1; }
done
for family in 'Roboto' 'Noto Sans' 'Noto Serif' 'Open Sans' 'Lato' 'Linux Libertine O' 'Charis SIL' 'Go' 'Go Mono' 'IBM 3270'; do
  fc-list : family | tr ',' '\n' | grep -qx "$family" || { echo "missing font '$family' (see the apt line at the top)" >&2; exit 1; }
done
exec /usr/bin/python3 "$(dirname "$0")/make.py" "$@"
