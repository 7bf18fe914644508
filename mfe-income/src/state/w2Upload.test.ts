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
});
