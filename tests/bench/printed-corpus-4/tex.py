"""LaTeX pieces for printed corpus 4: a page preamble per font, a picture-environment cell grid (boxes placed in mm
from the top-left of the text area) and escaping. Every document of docs.py is one LaTeX page built from these."""

FONTS = {
    # name: (preamble lines, sans default?)
    'heros': (r'\usepackage{tgheros}', True),
    'adventor': (r'\usepackage{tgadventor}', True),
    'termes': (r'\usepackage{tgtermes}', False),
    'cursor': (r'\usepackage{tgcursor}', False),
    'lmsans': (r'\usepackage{lmodern}', True),
    'lmroman': (r'\usepackage{lmodern}', False),
}

PW, PH = 195.0, 258.0  # text area of a letter page with 10 mm margins, in mm


def esc(text):
    text = str(text)
    for a, b in (('\\', r'\textbackslash{}'), ('&', r'\&'), ('%', r'\%'), ('$', r'\$'), ('#', r'\#'), ('_', r'\_'),
                 ('{', r'\{'), ('}', r'\}'), ('~', r'\textasciitilde{}'), ('^', r'\^{}')):
        text = text.replace(a, b)
    return text


def document(body, font, size='10pt', margin='10mm', landscape=False, extra=''):
    pre, sans = FONTS[font]
    sans_line = r'\renewcommand{\familydefault}{\sfdefault}' if sans else ''
    geo = ',landscape' if landscape else ''
    return rf"""\documentclass[{size}]{{article}}
\usepackage[letterpaper,margin={margin}{geo}]{{geometry}}
\usepackage[T1]{{fontenc}}
{pre}
\usepackage{{tgcursor}}
\usepackage{{xcolor,array,tabularx,colortbl,graphicx}}
\input{{glyphtounicode}}\pdfgentounicode=1
{sans_line}
\pagestyle{{empty}}\setlength{{\parindent}}{{0pt}}\setlength{{\unitlength}}{{1mm}}
\newcommand{{\mono}}[1]{{{{\fontfamily{{qcr}}\selectfont #1}}}}\newcommand{{\monof}}{{\fontfamily{{qcr}}\selectfont}}
\newcommand{{\chk}}[1]{{{{\setlength{{\fboxsep}}{{0.6pt}}\fbox{{\makebox[2mm][c]{{\rule{{0pt}}{{2mm}}#1}}}}}}}}
{extra}
\begin{{document}}
{body}
\end{{document}}
"""


class Grid:
    """Boxes in a picture environment, placed by their top-left corner in mm (y downwards)."""

    def __init__(self, height=PH, width=PW, rule='0.5pt'):
        self.h, self.w, self.parts = height, width, [rf'\linethickness{{{rule}}}']

    def y(self, top, h=0):
        return round(self.h - top - h, 2)

    def box(self, x, top, w, h, fill=None, thick=None):
        if fill:
            self.parts.append(rf'\put({x},{self.y(top, h)}){{\color{{{fill}}}\rule{{{w}mm}}{{{h}mm}}}}')
        if thick:
            self.parts.append(rf'{{\linethickness{{{thick}}}\put({x},{self.y(top, h)}){{\framebox({w},{h}){{}}}}}}')
        else:
            self.parts.append(rf'\put({x},{self.y(top, h)}){{\framebox({w},{h}){{}}}}')

    def text(self, x, top, content, anchor='tl', width=None):
        """content's anchor corner at (x, top); width makes a wrapped paragraph."""
        inner = rf'\parbox[t]{{{width}mm}}{{\raggedright {content}}}' if width else content
        self.parts.append(rf'\put({x},{self.y(top)}){{\makebox(0,0)[{anchor}]{{{inner}}}}}')

    def line(self, x, top, length, horizontal=True):
        if horizontal:
            self.parts.append(rf'\put({x},{self.y(top)}){{\line(1,0){{{length}}}}}')
        else:
            self.parts.append(rf'\put({x},{self.y(top)}){{\line(0,-1){{{length}}}}}')

    def cell(self, x, top, w, h, caption, value='', align='r', vsize=r'\normalsize', csize=r'\scriptsize', fill=None,
             vfont=''):
        """A form box: caption at the top left, value at the bottom right (align 'r'), bottom left ('l') or below the
        caption as lines ('lines', value a list)."""
        self.box(x, top, w, h, fill=fill)
        if caption:
            self.text(x + 0.8, top + 0.9, rf'{csize} {caption}', 'tl', width=w - 1.6)
        if value == '' or value is None:
            return
        if align == 'r':
            self.text(x + w - 1.5, top + h - 1.2, rf'{vfont}{vsize} {value}', 'br')
        elif align == 'l':
            self.text(x + 1.5, top + h - 1.2, rf'{vfont}{vsize} {value}', 'bl')
        else:
            lines = r'\\'.join(value)
            cap_h = float(align.split(':')[1]) if ':' in align else 4.0
            self.text(x + 1.5, top + cap_h, rf'{vfont}{vsize} {lines}', 'tl', width=w - 3)

    def render(self):
        return '\\noindent\\begin{picture}(%s,%s)\n%s\n\\end{picture}' % (self.w, self.h, '\n'.join(self.parts))
