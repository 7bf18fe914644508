// A W-2 read from an upload becomes the stored record: every state row the reader found is kept (issue 9 item 9).
import { describe, expect, it } from 'vitest';
import { w2ExtractionSchema } from '@taxapp/contracts/documents';
import { unknownFormFieldPath } from '@taxapp/contracts/form';
import { w2FromExtraction } from './w2Upload';

describe('w2FromExtraction', () => {
  it('keeps the first state row in boxes 15-17 and the others as further rows', () => {
    const extraction = w2ExtractionSchema.parse({
      employerName: 'Harbor Freight Lines', employerEIN: '12-3456789', wages: '85,000.00',
      stateId: 'NY 12-345678', stateWages: '85,000.00', stateIncomeTaxWithheld: '4,100.00',
      stateRows: [
        { stateId: 'NY 12-345678', stateWages: '85,000.00', stateIncomeTaxWithheld: '4,100.00' },
        { stateId: 'NJ 123-456-789/000', stateWages: '85,000.00', stateIncomeTaxWithheld: '650.00' },
      ],
    });
    const w2 = w2FromExtraction(extraction, { id: 'w2_1', fileName: 'w2.pdf', owner: 'taxpayer' });
    expect(w2).toMatchObject({ stateId: 'NY 12-345678', stateWages: '85000', stateTax: '4100' });
    expect(w2.additionalStateRows).toEqual([{ stateId: 'NJ 123-456-789/000', stateWages: '85000', stateTax: '650' }]);
    expect(unknownFormFieldPath({ w2Data: [w2] })).toBeNull();
  });

  it("keeps box 14's lines as printed: the TFB line in box14.tfb, the others in box14Other", () => {
    const extraction = w2ExtractionSchema.parse({
      employerName: 'Pacific Tile Co', wages: '120,000.00',
      box14: { tfb: '1,260.00' },
      box14Entries: [{ label: 'CASDI', amount: '1,320.00' }, { label: 'TFB', amount: '1,260.00' }, { label: 'UNION DUES', amount: '$480.00' }, { label: 'MISC', amount: '' }],
    });
    const w2 = w2FromExtraction(extraction, { id: 'w2_2', fileName: 'w2.pdf', owner: 'spouse' });
    expect(w2.box14).toEqual({ tfb: '1260' });
    expect(w2.box14Other).toEqual([{ label: 'CASDI', amount: '1320' }, { label: 'UNION DUES', amount: '480' }]);
    expect(unknownFormFieldPath({ w2Data: [w2] })).toBeNull();
  });
});
