// A W-2 typed or edited by hand is stored with the form's fields only (issue 7 item 6); an uploaded one keeps its upload's id.
import { describe, expect, it } from 'vitest';
import { unknownFormFieldPath, w2Schema } from '@taxapp/contracts/form';
import { draftFromW2, w2FromDraft } from './W2Form';

describe('w2FromDraft', () => {
  it("keeps an uploaded W-2's document id through an edit, and names no key the form does not", () => {
    const uploaded = w2Schema.parse({ id: 'w2_7', fileName: 'w2.pdf', documentId: 'doc-7', employerName: 'Acme', employerEIN: '12-3456789', wages: '61000' });
    const edited = w2FromDraft({ ...draftFromW2(uploaded), wages: '62000' }, { id: uploaded.id, fileName: uploaded.fileName, documentId: uploaded.documentId });
    expect(edited).toMatchObject({ id: 'w2_7', fileName: 'w2.pdf', documentId: 'doc-7', wages: '62000', employerName: 'Acme' });
    expect(unknownFormFieldPath({ w2Data: [edited] })).toBeNull();
    const typed = w2FromDraft(draftFromW2(), { id: 'w2_8', fileName: '' });
    expect(typed).not.toHaveProperty('documentId');
    expect(unknownFormFieldPath({ w2Data: [typed] })).toBeNull();
  });

  it('keeps a second state row through an edit, typed or as read, and the rows past it', () => {
    const uploaded = w2Schema.parse({
      id: 'w2_9', fileName: 'w2.pdf', wages: '85000', stateId: 'NY 12-345678', stateWages: '85000', stateTax: '4100',
      additionalStateRows: [{ stateId: 'NJ 123-456-789/000', stateWages: '85000', stateTax: '650' }, { stateId: 'PA', stateWages: '100', stateTax: '3' }],
    });
    const draft = draftFromW2(uploaded);
    expect(draft).toMatchObject({ secondStateId: 'NJ 123-456-789/000', secondStateWages: '85000', secondStateTax: '650' });
    const edited = w2FromDraft({ ...draft, secondStateTax: '700' }, { id: uploaded.id, fileName: uploaded.fileName, additionalStateRows: uploaded.additionalStateRows });
    expect(edited.additionalStateRows).toEqual([{ stateId: 'NJ 123-456-789/000', stateWages: '85000', stateTax: '700' }, { stateId: 'PA', stateWages: '100', stateTax: '3' }]);
    expect(unknownFormFieldPath({ w2Data: [edited] })).toBeNull();
    const typed = w2FromDraft(draftFromW2(), { id: 'w2_10', fileName: '' });
    expect(typed.additionalStateRows).toEqual([]);
  });

  it('keeps box 14 lines through an edit: the three rows typed and a fourth as read', () => {
    const uploaded = w2Schema.parse({
      id: 'w2_11', fileName: 'w2.pdf', wages: '90000',
      box14Other: [{ label: 'CASDI', amount: '990' }, { label: 'UNION DUES', amount: '480' }, { label: 'VPDI', amount: '12' }, { label: 'PARKING', amount: '300' }],
    });
    const draft = draftFromW2(uploaded);
    expect(draft.box14Other).toEqual([{ label: 'CASDI', amount: '990' }, { label: 'UNION DUES', amount: '480' }, { label: 'VPDI', amount: '12' }]);
    const edited = w2FromDraft({ ...draft, box14Other: [{ label: 'CASDI', amount: '1000' }, { label: '', amount: '' }, { label: 'VPDI', amount: '12' }] }, { id: uploaded.id, fileName: uploaded.fileName, box14Other: uploaded.box14Other });
    expect(edited.box14Other).toEqual([{ label: 'CASDI', amount: '1000' }, { label: 'VPDI', amount: '12' }, { label: 'PARKING', amount: '300' }]);
    expect(unknownFormFieldPath({ w2Data: [edited] })).toBeNull();
  });
});
