// What the shell and the remotes share on screen: presentational components and hooks, no state, no I/O
// (a remote never imports another remote, STYLE.md). Shared at run time as a Module Federation singleton.
export { BackContinueButtons } from './BackContinueButtons';
export { Button } from './Button';
export { PageHeader } from './PageHeader';
export { RecoveryWordsPanel } from './RecoveryWordsPanel';
export { RemoteRoutes, type RemoteRoutesProps, type RemoteScreens } from './RemoteRoutes';
export { StandaloneNotice } from './StandaloneNotice';
export { StepHeader, type StepHeaderFigures, type StepHeaderProps } from './StepHeader';
export { useStepHandler } from './useStepHandler';
