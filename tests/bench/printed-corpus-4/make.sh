#!/bin/sh
# Printed corpus 4 (held apart from the readers): see make.py for how the documents are typeset and degraded.
# Needs (Debian): texlive-latex-base texlive-latex-recommended texlive-fonts-recommended tex-gyre lmodern poppler-utils imagemagick fonts-dejavu-core
set -eu
for tool in pdflatex pdftoppm pdftotext pdfinfo /usr/bin/convert identify; do
  command -v "$tool" >/dev/null || { echo "missing $tool (apt-get install -y texlive-latex-base texlive-latex-recommended texlive-fonts-recommended tex-gyre lmodern poppler-utils imagemagick)" >&2; exit 1; }
done
for sty in tgheros.sty tgadventor.sty tgtermes.sty tgcursor.sty lmodern.sty colortbl.sty; do
  kpsewhich "$sty" >/dev/null || { echo "missing $sty (apt-get install -y tex-gyre lmodern texlive-latex-recommended)" >&2; exit 1; }
done
exec python3 "$(dirname "$0")/make.py" "$@"
