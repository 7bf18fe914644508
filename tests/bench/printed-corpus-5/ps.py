"""Hand-written PostScript pages for printed corpus 5: a small drawing list (text, rules, boxes, fills) written out as a
PostScript program that ghostscript's pdfwrite turns into a PDF whose text layer is the shown strings, set in the URW
base35 fonts (Nimbus Sans, Nimbus Sans Narrow, Nimbus Roman, Nimbus Mono PS, C059, P052, URW Bookman, URW Gothic, Z003).
Coordinates are points from the page's top left, as a form designer measures them."""

FONTS = {
    'sans': 'NimbusSans-Regular', 'sans-b': 'NimbusSans-Bold',
    'narrow': 'NimbusSansNarrow-Regular', 'narrow-b': 'NimbusSansNarrow-Bold',
    'roman': 'NimbusRoman-Regular', 'roman-b': 'NimbusRoman-Bold',
    'mono': 'NimbusMonoPS-Regular', 'mono-b': 'NimbusMonoPS-Bold',
    'c059': 'C059-Roman', 'c059-b': 'C059-Bold',
    'p052': 'P052-Roman', 'p052-b': 'P052-Bold', 'p052-i': 'P052-Italic',
    'bookman': 'URWBookman-Light', 'bookman-b': 'URWBookman-Demi',
    'gothic': 'URWGothic-Book', 'gothic-b': 'URWGothic-Demi',
    'script': 'Z003-MediumItalic',
}


def _escape(text):
    return text.replace('\\', '\\\\').replace('(', '\\(').replace(')', '\\)')


class Page:
    def __init__(self, width=612, height=792):
        self.width, self.height = width, height
        self.ops = []
        self.colour = (0, 0, 0)

    def _y(self, y):
        return self.height - y

    def ink(self, r, g, b):
        """Every later mark in this colour (0..1 each)."""
        self.colour = (r, g, b)

    def text(self, x, y, s, font='sans', size=9, align='l', colour=None):
        """A string with its baseline at y; align l (x is the left), r (x is the right) or c (x is the centre)."""
        r, g, b = colour or self.colour
        place = {'l': '', 'r': 'dup stringwidth pop neg 0 rmoveto ', 'c': 'dup stringwidth pop 2 div neg 0 rmoveto '}[align]
        self.ops.append(f'{r} {g} {b} setrgbcolor /{FONTS[font]} findfont {size} scalefont setfont '
                        f'{x:.2f} {self._y(y):.2f} moveto ({_escape(s)}) {place}show')

    def line(self, x1, y1, x2, y2, width=0.6, colour=None, dash=None):
        r, g, b = colour or self.colour
        pattern = f'[{" ".join(str(d) for d in dash)}] 0 setdash ' if dash else ''
        self.ops.append(f'gsave {pattern}{r} {g} {b} setrgbcolor {width} setlinewidth '
                        f'{x1:.2f} {self._y(y1):.2f} moveto {x2:.2f} {self._y(y2):.2f} lineto stroke grestore')

    def rect(self, x, y, w, h, width=0.6, fill=None, stroke=True, colour=None):
        r, g, b = colour or self.colour
        path = f'{x:.2f} {self._y(y + h):.2f} {w:.2f} {h:.2f} rectpath'
        if fill is not None:
            self.ops.append(f'gsave {fill[0]} {fill[1]} {fill[2]} setrgbcolor {path} fill grestore')
        if stroke:
            self.ops.append(f'gsave {r} {g} {b} setrgbcolor {width} setlinewidth {path} stroke grestore')

    def check(self, x, y, size=7, checked=False):
        """A check box with its top left at (x, y), crossed when checked."""
        self.rect(x, y, size, size, width=0.5)
        if checked:
            self.line(x + 1, y + 1, x + size - 1, y + size - 1, width=0.9)
            self.line(x + size - 1, y + 1, x + 1, y + size - 1, width=0.9)

    def box(self, x, y, w, h, caption, value='', font='sans', size=6, value_font=None, value_size=9.5,
            align='l', number=None):
        """A form cell: its caption at the top (a box number first when given), its value on the cell's lower line."""
        self.rect(x, y, w, h)
        left = x + 2
        if number is not None:
            self.text(left, y + size + 1.5, str(number), font=font + '-b' if font + '-b' in FONTS else font, size=size)
            left += size * 0.6 * len(str(number)) + 3
        # a long caption wraps onto a second line, as printed forms set it (about half an em per character)
        per_line = max(8, int((x + w - left - 2) / (size * (0.45 if 'narrow' in font else 0.52))))
        lines, line = [], ''
        for word in caption.split():
            if line and len(line) + 1 + len(word) > per_line:
                lines.append(line)
                line = word
            else:
                line = f'{line} {word}'.strip()
        lines.append(line)
        for i, words in enumerate(lines[:2]):
            self.text(left, y + size + 1.5 + (size + 0.8) * i, words, font=font, size=size)
        if value:
            vx = {'l': x + 4, 'r': x + w - 4, 'c': x + w / 2}[align]
            self.text(vx, y + h - 4, value, font=value_font or font, size=value_size, align=align)

    def wavy_background(self, x, y, w, h, colour, step=5.0, amplitude=2.2, period=26.0):
        """A security-paper tint: fine coloured wavy lines filling a region (drawn before the form over it)."""
        r, g, b = colour
        body = (f'gsave {r} {g} {b} setrgbcolor 0.35 setlinewidth {x:.2f} {self._y(y + h):.2f} {w:.2f} {h:.2f} rectclip '
                f'0 {step} {h:.0f} {{ /row exch def {x:.2f} {self._y(y + h):.2f} row add moveto '
                f'0 2 {w:.0f} {{ /t exch def {x:.2f} t add {self._y(y + h):.2f} row add t {period} div 360 mul sin '
                f'{amplitude} mul add lineto }} for stroke }} for grestore')
        self.ops.append(body)

    def postscript(self):
        return ('%!PS-Adobe-3.0\n'
                f'%%BoundingBox: 0 0 {self.width} {self.height}\n%%Pages: 1\n%%EndComments\n'
                f'<< /PageSize [{self.width} {self.height}] >> setpagedevice\n'
                '/rectpath { 4 dict begin /h exch def /w exch def /y exch def /x exch def '
                'newpath x y moveto w 0 rlineto 0 h rlineto w neg 0 rlineto closepath end } bind def\n'
                '%%Page: 1 1\n' + '\n'.join(self.ops) + '\nshowpage\n%%EOF\n')
