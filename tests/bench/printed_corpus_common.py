"""What the printed-corpus generators share: exact amounts as the documents print them and as expected.json holds
them, and the check that every expected value is printed in its PDF's text layer (so expected.json cannot drift from
the page). Imported by printed-corpus-2/make.py and printed-corpus-3/docs.py and make.py."""
import json
import os
import re
import subprocess
from decimal import Decimal


def D(text):
    return Decimal(str(text).replace(',', '').replace('$', ''))


def money(value, commas=True, dollar=False):
    text = f'{D(value):,.2f}' if commas else f'{D(value):.2f}'
    return ('$' + text) if dollar else text


def w2_amount(value):
    """A W-2 field's expected text: two decimals, no separators ('' when the box is blank)."""
    return '' if value in (None, '') else f'{D(value):.2f}'


def js_number(value):
    """A 1099 field's expected text: the amount as JavaScript prints the number."""
    text = f'{D(value):.2f}'.rstrip('0').rstrip('.')
    return text or '0'


def pct(value, rate):
    return (D(value) * Decimal(rate)).quantize(Decimal('0.01'))


def check_text_layers(out_dir):
    """Every expected value of out_dir/expected.json must be in its PDF's text layer (amounts with or without
    separators). Prints each value that is not; True when none is missing."""
    bad = []
    for entry in json.load(open(os.path.join(out_dir, 'expected.json')))['files']:
        if entry['variant'] != 'pdf':
            continue
        text = subprocess.run(['pdftotext', '-layout', os.path.join(out_dir, entry['file']), '-'], capture_output=True, text=True).stdout
        flat = re.sub(r'\s+', ' ', text).upper().replace('*', 'X')
        bare = flat.replace(',', '').replace('$', '')
        for field, value in entry['expected'].items():
            if value in ('', 'true', 'false') or field in ('filingStatus', 'shortTermOrLongTerm'):
                continue
            parts = re.split(r',? ', value.upper()) if field in ('box12', 'box14', 'secondState', 'stateId') else [value.upper()]
            for part in parts:
                found = part in flat or part in bare
                if not found and re.fullmatch(r'-?\d+(\.\d+)?', part):
                    found = f'{Decimal(part):.2f}' in bare
                if not found:
                    bad.append(f"{entry['file']} ({entry['kind']}) {field}: '{part}' not in the text layer")
    for line in bad:
        print('CHECK', line)
    return not bad
