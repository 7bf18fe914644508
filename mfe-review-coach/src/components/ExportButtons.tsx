// Export: the return as the JSON of spec 3 §3, and a Form 1040 PDF marked not for filing, both from the
// engine's figures for the form on screen.
import { useState } from 'react';
import styled from 'styled-components';
import type { FullCalculation } from '@taxapp/contracts/api/calculation';
import type { Form1040Data } from '@taxapp/contracts/form';
import type { ToastInput } from '@taxapp/contracts/shell';
import { Button } from '@taxapp/ui';
import { downloadFile } from '../state/download';
import { buildExport, downloadJson } from '../state/exportJson';
import { buildForm1040Pdf, PDF_FILE_NAME } from '../state/form1040Pdf';
import { computeLocally } from '../state/localEngine';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 16px 0;
`;

export const EXPORT_FAILED = 'Failed to export your tax return. Please try again.';

/** The PDF prints SSNs masked to their last four digits: encrypted ones are opened on this device first. */
async function form1040PdfBlob(form: Form1040Data, calculation: FullCalculation, userId: string): Promise<Blob> {
  const { withDeviceSsns } = await import('../state/ssnsForExport');
  return new Blob([(await buildForm1040Pdf(await withDeviceSsns(form, userId), calculation)) as BlobPart], { type: 'application/pdf' });
}

export function ExportButtons({
  form,
  userId,
  calculation,
  toast,
}: {
  form: Form1040Data;
  userId: string;
  calculation?: FullCalculation | null;
  toast: (toast: ToastInput) => void;
}) {
  const [busy, setBusy] = useState(false);
  const run = async (make: (calculation: FullCalculation) => Promise<void> | void) => {
    setBusy(true);
    try {
      await make(calculation ?? (await computeLocally(form)));
    } catch (error) {
      console.error('Export failed', error);
      toast({ title: 'Error', description: EXPORT_FAILED, variant: 'destructive', duration: 3000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Buttons>
      <Button type="button" $variant="outline" disabled={busy} aria-busy={busy} onClick={() => void run((c) => downloadJson(buildExport(form, c)))}>
        Export JSON
      </Button>
      <Button
        type="button"
        $variant="outline"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void run(async (c) => downloadFile(await form1040PdfBlob(form, c, userId), PDF_FILE_NAME))}
      >
        Download Form 1040 PDF (not for filing)
      </Button>
    </Buttons>
  );
}
