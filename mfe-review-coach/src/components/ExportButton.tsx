// Export: the return as the JSON of spec 3 §3, computed by the engine from the form on screen.
import { useState } from 'react';
import type { FullCalculation } from '@taxapp/contracts/api/calculation';
import type { Form1040Data } from '@taxapp/contracts/form';
import type { ToastInput } from '@taxapp/contracts/shell';
import { Button } from '@taxapp/ui';
import { buildExport, downloadJson } from '../state/exportJson';
import { computeLocally } from '../state/localEngine';

export function ExportButton({ form, calculation, toast }: { form: Form1040Data; calculation?: FullCalculation | null; toast: (toast: ToastInput) => void }) {
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      downloadJson(buildExport(form, calculation ?? (await computeLocally(form))));
    } catch (error) {
      console.error('Export failed', error);
      toast({ title: 'Error', description: 'Failed to export your tax return. Please try again.', variant: 'destructive', duration: 3000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" $variant="outline" onClick={onExport} disabled={busy} aria-busy={busy}>
      Export JSON
    </Button>
  );
}
