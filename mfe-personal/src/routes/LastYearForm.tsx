// /last-year-form (spec 1 §2.9, §4, §8): upload last year's return (PDF or image), simulated progress
// (rises to at most 95%, 100% at completion, reset after 2 s), the processed documents with Remove and the
// SSN masked to its last 4 digits. Next carries the last document's extracted data to step 1 (allowed
// only with at least one document); Back goes to /personal-info. The document list is saved in the form
// with the SSNs and phone encrypted.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { maskSsn } from '@taxapp/contracts/documents';
import type { Form1040Input } from '@taxapp/contracts/form';
import { checkUpload } from '@taxapp/contracts/files';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { Button, PageHeader, useStepHandler } from '@taxapp/ui';
import { readFileAsBase64 } from '@taxapp/ui/http';
import { analyzeLastYearForm, removeLastYearDocument } from '../api/lastYearForm';
import { ENCRYPTION_NOT_READY_TOAST, useSecureContinue } from '../components/useSecureContinue';
import type { PersonalRouteState } from '../components/wizard/autoFill';
import { encryption, useEncryption } from '../state/encryption';

export const LAST_YEAR_MESSAGES = {
  noData: 'No data received from last year form analysis',
  failed: 'Failed to analyze last year form. Please try again.',
  errorTitle: 'Error processing document',
  success: "Last year's form processed successfully! Personal information will be auto-filled.",
  removed: 'Document Removed',
  nothingYet: "Upload last year's return first, or go Back and choose Manual Entry.",
} as const;
export const UPLOAD_STAGES = {
  uploading: 'Uploading document...',
  extracting: 'Extracting field data...',
  complete: 'Processing complete!',
} as const;
export const PROGRESS_CAP = 95;
export const PROGRESS_RESET_MS = 2000;

/** Fields of the extraction that leave the device only encrypted. */
const SENSITIVE_EXTRACTED = ['ssn', 'spouseSSN', 'phone'] as const;

interface StoredDocument {
  fileName: string;
  extractedData: Record<string, unknown>;
  uploadedAt: string;
  documentId?: string;
}

const Drop = styled.label`
  display: block;
  border: 2px dashed #94a3b8;
  border-radius: 12px;
  padding: 24px;
  text-align: center;
  cursor: pointer;
  margin: 16px 0;
  &:focus-within {
    outline: 3px solid #f59e0b;
  }
  input {
    display: block;
    margin: 12px auto 0;
  }
`;
const Track = styled.div`
  height: 10px;
  border-radius: 5px;
  background: #e2e8f0;
  overflow: hidden;
`;
const Fill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${(p) => p.$percent}%;
  background: #16a34a;
  transition: width 0.2s ease;
`;
const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 16px 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    border: 1px solid #e2e8f0;
    border-radius: 8px;
    padding: 12px;
    margin-bottom: 8px;
  }
`;

async function encryptExtraction(extracted: Record<string, unknown>): Promise<Record<string, unknown>> {
  const copy = { ...extracted };
  for (const field of SENSITIVE_EXTRACTED) copy[field] = await encryption.encryptField(field, copy[field]);
  return copy;
}

async function decryptExtraction(extracted: Record<string, unknown>): Promise<Record<string, unknown>> {
  const copy = { ...extracted };
  for (const field of SENSITIVE_EXTRACTED) {
    const read = await encryption.decryptValue(field, copy[field]);
    copy[field] = read.readable ? read.value : '';
  }
  return copy;
}

export default function LastYearForm(shell: RemoteAppProps) {
  const status = useEncryption(shell.user, shell.toast);
  useSecureContinue(shell.setContinueState, status);
  const documents = (shell.form?.lastYearFormDocuments ?? []) as StoredDocument[];
  const [progress, setProgress] = useState(0);
  const [stage, setStage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [masked, setMasked] = useState<Record<number, string>>({});
  const timers = useRef<{ tick?: ReturnType<typeof setInterval>; reset?: ReturnType<typeof setTimeout> }>({});

  useEffect(() => () => {
    clearInterval(timers.current.tick);
    clearTimeout(timers.current.reset);
  }, []);

  // The SSN of each document, masked to its last 4 digits once decrypted on this device.
  useEffect(() => {
    if (status !== 'ready') return;
    let cancelled = false;
    void Promise.all(
      documents.map(async (document) => {
        const read = await encryption.decryptValue('ssn', document.extractedData?.ssn);
        return read.readable ? maskSsn(read.value) : 'Unreadable';
      }),
    ).then((list) => {
      if (!cancelled) setMasked(Object.fromEntries(list.map((value, index) => [index, value])));
    });
    return () => {
      cancelled = true;
    };
  }, [status, shell.form?.lastYearFormDocuments]); // eslint-disable-line react-hooks/exhaustive-deps

  const fail = (message: string) => shell.toast({ title: LAST_YEAR_MESSAGES.errorTitle, description: message, variant: 'destructive', duration: 5000 });

  const startProgress = () => {
    clearTimeout(timers.current.reset);
    setProgress(5);
    setStage(UPLOAD_STAGES.uploading);
    timers.current.tick = setInterval(() => {
      setProgress((current) => {
        const next = Math.min(PROGRESS_CAP, current + Math.max(1, Math.round((PROGRESS_CAP - current) / 8)));
        if (next >= 50) setStage(UPLOAD_STAGES.extracting);
        return next;
      });
    }, 300);
  };
  const finishProgress = (succeeded: boolean) => {
    clearInterval(timers.current.tick);
    if (succeeded) {
      setProgress(100);
      setStage(UPLOAD_STAGES.complete);
    }
    timers.current.reset = setTimeout(() => {
      setProgress(0);
      setStage(null);
    }, succeeded ? PROGRESS_RESET_MS : 0);
  };

  const upload = async (file: File) => {
    const check = checkUpload({ type: file.type, size: file.size });
    if (!check.valid) return fail(check.error);
    if (!encryption.ready) return shell.toast(ENCRYPTION_NOT_READY_TOAST);
    setBusy(true);
    startProgress();
    try {
      const fileContent = await readFileAsBase64(file);
      const answer = await analyzeLastYearForm({ fileContent, fileName: file.name, fileType: file.type });
      if (!answer) throw new Error(LAST_YEAR_MESSAGES.noData);
      const { documentId, warnings, ...extracted } = answer;
      for (const warning of warnings) shell.toast({ title: 'File Warning', description: warning, duration: 4000 });
      const entry: StoredDocument = { fileName: file.name, extractedData: await encryptExtraction(extracted), uploadedAt: new Date().toISOString(), documentId };
      const current = (shell.form?.lastYearFormDocuments ?? []) as StoredDocument[];
      await shell.saveForm({ lastYearFormDocuments: [...current, entry] as Form1040Input['lastYearFormDocuments'] });
      finishProgress(true);
      shell.toast({ title: LAST_YEAR_MESSAGES.success, duration: 3000 });
    } catch (error) {
      finishProgress(false);
      console.error('Last year form upload failed:', error);
      const message = error instanceof Error && error.message === LAST_YEAR_MESSAGES.noData ? LAST_YEAR_MESSAGES.noData : error instanceof Error && /^File |^No file|^Could not read/.test(error.message) ? error.message : LAST_YEAR_MESSAGES.failed;
      fail(message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (index: number) => {
    const current = (shell.form?.lastYearFormDocuments ?? []) as StoredDocument[];
    const removed = current[index];
    await shell.saveForm({ lastYearFormDocuments: current.filter((_, i) => i !== index) as Form1040Input['lastYearFormDocuments'] });
    if (removed?.documentId) void removeLastYearDocument(removed.documentId).catch((error) => console.error('Removing the stored document failed:', error));
    shell.toast({ title: LAST_YEAR_MESSAGES.removed, duration: 3000 });
  };

  useStepHandler(shell.registerStepHandler, {
    next: async () => {
      if (!encryption.ready) {
        shell.toast(ENCRYPTION_NOT_READY_TOAST);
        return true;
      }
      const list = (shell.form?.lastYearFormDocuments ?? []) as StoredDocument[];
      const last = list[list.length - 1];
      if (!last) {
        shell.toast({ title: LAST_YEAR_MESSAGES.errorTitle, description: LAST_YEAR_MESSAGES.nothingYet, variant: 'destructive', duration: 3000 });
        return true;
      }
      const state: PersonalRouteState = { fromLastYearForm: true, extractedData: await decryptExtraction(last.extractedData ?? {}) };
      shell.navigate('/personal-info/step1', { state });
      return true;
    },
    back: () => {
      shell.navigate('/personal-info');
      return true;
    },
  });

  return (
    <section>
      <PageHeader title="Last Year's Form" />
      <p>Upload last year's Form 1040 (PDF or image) and we will fill in your personal information from it.</p>
      <Drop>
        Choose a PDF or image of last year's return
        <input
          type="file"
          accept="application/pdf,image/*"
          aria-label="Upload last year's form"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </Drop>
      {stage ? (
        <div aria-live="polite">
          <p>{stage}</p>
          <Track role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
            <Fill $percent={progress} />
          </Track>
        </div>
      ) : null}
      {documents.length > 0 ? (
        <List aria-label="Processed documents">
          {documents.map((document, index) => {
            const data = document.extractedData ?? {};
            const name = [data.firstName, data.lastName].filter((part) => typeof part === 'string' && part).join(' ');
            return (
              <li key={`${document.fileName}-${document.uploadedAt}`} data-testid="last-year-document">
                <span>
                  <strong>{document.fileName}</strong>
                  {name ? ` · ${name}` : ''}
                  {` · SSN ${masked[index] ?? '•••'}`}
                </span>
                <Button type="button" $variant="outline" onClick={() => void remove(index)} aria-label={`Remove ${document.fileName}`}>
                  Remove
                </Button>
              </li>
            );
          })}
        </List>
      ) : null}
    </section>
  );
}
