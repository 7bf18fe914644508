// A file box for a tax document: the general file check first (spec 2 §5 'File Validation Error', 'File
// Warning' toasts), then the caller's upload with the progress bar; the box is cleared afterwards.
import { useId, useRef } from 'react';
import { checkFile, FILE_CHECK_MESSAGES } from '@taxapp/contracts/files';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { readFileAsBase64 } from '@taxapp/ui/http';
import { FieldRow } from './styles';
import { UploadProgress, useUploadProgress } from './UploadProgress';

export interface UploadedFile {
  fileContent: string;
  fileName: string;
  fileType: string;
}

export function UploadField({
  shell,
  label,
  onFile,
  analyzing,
  accept = '.pdf,.jpg,.jpeg,.png',
}: {
  shell: RemoteAppProps;
  label: string;
  /** Sends the checked file; resolves true when it was read and saved (the bar then shows 100). */
  onFile: (file: UploadedFile & { size: number }) => Promise<boolean>;
  analyzing?: string;
  accept?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const progress = useUploadProgress();
  const choose = async (file: File) => {
    try {
      const checked = checkFile({ name: file.name, type: file.type, size: file.size, head: new Uint8Array(await file.slice(0, 16).arrayBuffer()) });
      for (const warning of checked.warnings) shell.toast({ title: FILE_CHECK_MESSAGES.warningTitle, description: warning });
      if (!checked.valid) {
        shell.toast({ title: FILE_CHECK_MESSAGES.errorTitle, description: checked.error, variant: 'destructive' });
        return;
      }
      progress.start();
      const done = await onFile({ fileContent: await readFileAsBase64(file), fileName: file.name, fileType: file.type, size: file.size });
      progress.finish(done);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <FieldRow>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          ref={input}
          type="file"
          accept={accept}
          disabled={progress.percent !== null && progress.percent < 100}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void choose(file);
          }}
        />
      </FieldRow>
      <UploadProgress percent={progress.percent} analyzing={analyzing} />
    </>
  );
}
