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
});
