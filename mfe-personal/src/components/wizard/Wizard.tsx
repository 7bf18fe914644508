// The personal-information wizard (spec 1 §2.10, §5): title, 'Step N of 4', percent bar, the four labelled
// steps, the step's fields, and its Continue/Back logic registered with the shell (gating with the
// spec's toasts; the shell's Continue disabled and labelled 'Initializing Security...' until the
// encryption service is ready).
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { nextRoute, PERSONAL_INFO_STEPS, personalInfoStep1Back, previousRoute } from '@taxapp/contracts/flow';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { checkWizardStep, VALIDATION_ERROR_TITLE } from '@taxapp/contracts/validation';
import { encryption, showRecoveryWords, useRecoveryWords } from '../../state/encryption';
import { UnlockPanel } from '../UnlockPanel';
import { STEP_FIELDS } from '../../state/fieldRules';
import { gateView, isDependentKey, keyOfFormPath } from '../../state/personalCodec';
import { usePersonalForm } from '../../state/usePersonalForm';
import { storeTaxpayerInfo } from '../../state/taxpayerInfo';
import { FieldCoachProvider } from '../FieldCoach';
import { ENCRYPTION_NOT_READY_TOAST, useSecureContinue } from '../useSecureContinue';
import { RecoveryWordsPanel, StepHeader, useStepHandler } from '@taxapp/ui';
import { AUTO_FILL_NOTICE, AUTO_FILL_NOTICE_MS, useAutoFill, type PersonalRouteState } from './autoFill';
import { Step1Personal } from './Step1Personal';
import { Step2Address } from './Step2Address';
import { Step3Filing } from './Step3Filing';
import { Step4Dependents } from './Step4Dependents';

const Steps = styled.ol`
  display: grid;
  /* four across from tablet width, two on a phone (no sideways scroll at 320 px, issue 12) */
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 8px;
  list-style: none;
  padding: 0;
  margin: 0 0 24px;
`;
const StepItem = styled.li<{ $current: boolean; $done: boolean }>`
  border-top: 4px solid ${(p) => (p.$current ? '#1d4ed8' : p.$done ? '#16a34a' : '#e2e8f0')};
  padding-top: 8px;
  font-size: 0.9rem;
  font-weight: ${(p) => (p.$current ? 700 : 400)};
  color: ${(p) => (p.$current ? '#0f172a' : '#475569')};
`;
const StepTitle = styled.h2`
  font-size: 1.2rem;
  margin: 0 0 4px;
`;
const StepSubtitle = styled.p`
  margin: 0;
  color: #475569;
`;
const Notice = styled.div`
  margin: 12px 0;
  padding: 10px 14px;
  border-radius: 8px;
  background: #ecfdf5;
  border: 1px solid #34d399;
  color: #065f46;
  font-weight: 600;
`;

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

type Step = 1 | 2 | 3 | 4;

/** What a missing field says beside it. */
const REQUIRED = 'Required';

export function PersonalWizard({ step, shell }: { step: Step; shell: RemoteAppProps }) {
  const current = PERSONAL_INFO_STEPS[step - 1];
  const state = (shell.route.state ?? {}) as PersonalRouteState;
  const personal = usePersonalForm(shell);
  const autoFilled = useAutoFill(step === 1 ? state : {}, personal);
  const [showNotice, setShowNotice] = useState(false);
  const recoveryWords = useRecoveryWords();
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!autoFilled) return;
    setShowNotice(true);
    shell.toast({ title: AUTO_FILL_NOTICE, duration: AUTO_FILL_NOTICE_MS });
    noticeTimer.current = setTimeout(() => setShowNotice(false), AUTO_FILL_NOTICE_MS);
    return () => clearTimeout(noticeTimer.current);
  }, [autoFilled]); // eslint-disable-line react-hooks/exhaustive-deps

  // Spec 1 §2.10: the shell's Continue is disabled and labelled 'Initializing Security...' until the
  // encryption service is ready; pressing it still toasts why (below).
  useSecureContinue(shell.setContinueState, personal.status);

  useStepHandler(shell.registerStepHandler, {
    next: async () => {
      if (!encryption.ready) {
        shell.toast(ENCRYPTION_NOT_READY_TOAST);
        return true;
      }
      await personal.flush();
      // Spec 1 §5: what is missing first ('Required Fields Missing', 'Please fill in: ...'); a value typed
      // but invalid keeps its own message beside it and is toasted once nothing is missing.
      const gate = checkWizardStep(step, gateView(personal, personal.storedForm()), { encryptionReady: true });
      if (!gate.ok) {
        personal.setErrors(Object.fromEntries(gate.missing.map((path) => [keyOfFormPath(path, personal.dependents), REQUIRED])));
        shell.toast({ title: gate.title, description: gate.message, variant: 'destructive', duration: 4000 });
        return true;
      }
      const invalid = Object.entries(personal.errors).find(
        ([key, message]) => message !== REQUIRED && (STEP_FIELDS[step].includes(key) || (step === 4 && isDependentKey(key))),
      );
      if (invalid) {
        shell.toast({ title: VALIDATION_ERROR_TITLE, description: invalid[1], variant: 'destructive', duration: 4000 });
        return true;
      }
      if (step === 3) void storeTaxpayerInfo(personal, shell.toast);
      const next = nextRoute(current.route);
      if (next) shell.navigate(next, { state: { fromLastYearForm: state.fromLastYearForm } });
      return true;
    },
    back: () => {
      // Step 1's Back depends on how the user came (spec 1 §2.10); the others follow the route table.
      const back = step > 1 ? previousRoute(current.route) : null;
      if (back) shell.navigate(back, { state: { fromLastYearForm: state.fromLastYearForm } });
      else shell.navigate(personalInfoStep1Back(state.fromLastYearForm === true));
      return true;
    },
  });

  return (
    <FieldCoachProvider form={personal.storedForm() as Record<string, unknown> | null}>
      <section aria-labelledby="personal-step-title">
        <StepHeader route={current.route} />
        <Steps aria-label="Personal information steps">
          {PERSONAL_INFO_STEPS.map((s, index) => (
            <StepItem key={s.route} $current={index + 1 === step} $done={index + 1 < step} aria-current={index + 1 === step ? 'step' : undefined}>
              {s.title}
              {/* the bar's colour says done; so does this, for those who do not see it */}
              {index + 1 < step ? <span style={VISUALLY_HIDDEN}> (done)</span> : null}
            </StepItem>
          ))}
        </Steps>
        <StepTitle id="personal-step-title">{current.title}</StepTitle>
        <StepSubtitle>{current.subtitle}</StepSubtitle>
        {personal.status === 'locked' && encryption.lock ? <UnlockPanel lock={encryption.lock} toast={shell.toast} onRecoveryWords={showRecoveryWords} /> : null}
        {recoveryWords ? (
          <RecoveryWordsPanel words={recoveryWords} secretName={encryption.secretKind === 'passphrase' ? 'vault passphrase' : 'password'} onSaved={() => showRecoveryWords(null)} />
        ) : null}
        {showNotice ? (
          <Notice role="status" data-testid="auto-fill-notice">
            {AUTO_FILL_NOTICE}
          </Notice>
        ) : null}
        {step === 1 ? <Step1Personal personal={personal} /> : null}
        {step === 2 ? <Step2Address personal={personal} /> : null}
        {step === 3 ? <Step3Filing personal={personal} /> : null}
        {step === 4 ? <Step4Dependents personal={personal} toast={shell.toast} /> : null}
      </section>
    </FieldCoachProvider>
  );
}
