import { wageScenarios } from './wages';
import { investmentScenarios } from './investments';
import { selfEmploymentScenarios } from './selfEmployment';
import { retirementScenarios } from './retirement';
import { deductionScenarios } from './deductions';
import { creditScenarios } from './credits';
import { creditFactScenarios } from './creditFacts';
import { otherScenarios } from './other';
import { taxesAndPaymentsScenarios } from './taxesAndPayments';
import type { Scenario } from './types';

export const scenarios: Scenario[] = [...wageScenarios, ...investmentScenarios, ...selfEmploymentScenarios, ...retirementScenarios, ...deductionScenarios, ...creditScenarios, ...creditFactScenarios, ...otherScenarios, ...taxesAndPaymentsScenarios];
export type { Scenario };
