"""A small SVG page writer: text, rules, boxes and tints on a US letter page (612 x 792 pt), written as SVG 1.1 for
rsvg-convert, which turns it into a text-layer PDF (fonts embedded by cairo through pango) or a PNG."""
from xml.sax.saxutils import escape


def esc(text):
    return escape(str(text), {'"': '&quot;'})


class Page:
    def __init__(self, font='Noto Sans', width=612, height=792, paper='#ffffff'):
        self.font, self.width, self.height = font, width, height
        self.items = [f'<rect x="0" y="0" width="{width}" height="{height}" fill="{paper}"/>']

    def text(self, x, y, text, size=8, font=None, bold=False, anchor='start', fill='#000', italic=False, spacing=None):
        if text in (None, ''):
            return
        attrs = [f'x="{x:.2f}"', f'y="{y:.2f}"', f'font-family="{esc(font or self.font)}"', f'font-size="{size}"', f'fill="{fill}"']
        if bold:
            attrs.append('font-weight="bold"')
        if italic:
            attrs.append('font-style="italic"')
        if anchor != 'start':
            attrs.append(f'text-anchor="{anchor}"')
        if spacing is not None:
            attrs.append(f'letter-spacing="{spacing}"')
        self.items.append(f'<text xml:space="preserve" {" ".join(attrs)}>{esc(text)}</text>')

    def lines(self, x, y, rows, size=8, leading=None, **kw):
        leading = leading or size * 1.25
        for i, row in enumerate(rows):
            self.text(x, y + i * leading, row, size=size, **kw)
        return y + len(rows) * leading

    def rect(self, x, y, w, h, stroke='#000', width=0.6, fill='none', rx=0):
        self.items.append(f'<rect x="{x:.2f}" y="{y:.2f}" width="{w:.2f}" height="{h:.2f}" rx="{rx}" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>')

    def fill(self, x, y, w, h, color):
        self.items.append(f'<rect x="{x:.2f}" y="{y:.2f}" width="{w:.2f}" height="{h:.2f}" fill="{color}"/>')

    def line(self, x1, y1, x2, y2, stroke='#000', width=0.6, dash=None):
        extra = f' stroke-dasharray="{dash}"' if dash else ''
        self.items.append(f'<line x1="{x1:.2f}" y1="{y1:.2f}" x2="{x2:.2f}" y2="{y2:.2f}" stroke="{stroke}" stroke-width="{width}"{extra}/>')

    def check(self, x, y, on, size=7, stroke='#000'):
        self.rect(x, y, size, size, stroke=stroke, width=0.6)
        if on:
            self.line(x + 1.2, y + size / 2, x + size / 2.4, y + size - 1.2, stroke=stroke, width=1)
            self.line(x + size / 2.4, y + size - 1.2, x + size - 1, y + 1, stroke=stroke, width=1)

    def raw(self, markup):
        self.items.append(markup)

    def svg(self):
        body = '\n'.join(self.items)
        return (f'<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" version="1.1" '
                f'width="{self.width}pt" height="{self.height}pt" viewBox="0 0 {self.width} {self.height}">\n{body}\n</svg>\n')
