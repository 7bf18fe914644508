// The recovery key shown once (issue 7 item 4): the 12 words that open the user's encrypted fields when the
// password or vault passphrase is lost. The shell shows it after sign-up and from Settings; My Information
// after a key is set up there. The words stay on screen until the user says they are saved.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

const Panel = styled.section`
  border: 2px solid #1d4ed8;
  background: #eff6ff;
  border-radius: 12px;
  padding: 16px;
  margin: 0 0 24px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 12px;
    color: #1e293b;
  }
`;
const Words = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 6px 16px;
  margin: 0 0 16px;
  padding-left: 28px;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 1.05rem;
  color: #0f172a;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** `secretName` is what else opens the key: 'password' or 'vault passphrase'. */
export function RecoveryWordsPanel({ words, secretName = 'password', onSaved }: { words: string[]; secretName?: string; onSaved: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(words.join(' '));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Panel aria-labelledby="recovery-key-heading" data-testid="recovery-key">
      <h2 id="recovery-key-heading">Your recovery key</h2>
      <p>
        Your SSNs, phone number and dates of birth are encrypted on your device with a key that only you can open: your {secretName} opens it, and so
        do these 12 words. We cannot read them or reset them for you. Write the words down and keep them somewhere safe; this is the only time they
        are shown.
      </p>
      <Words aria-label="Recovery words">
        {words.map((word, index) => (
          <li key={index}>{word}</li>
        ))}
      </Words>
      <Actions>
        <Button type="button" $variant="outline" onClick={copy}>
          {copied ? 'Copied' : 'Copy the words'}
        </Button>
        <Button type="button" onClick={onSaved}>
          I have saved my recovery key
        </Button>
      </Actions>
    </Panel>
  );
}
