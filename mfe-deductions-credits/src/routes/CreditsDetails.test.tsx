// /credits/details (spec 3 §2-§4): six titles, three layouts, the storage rules, autosave, creditsUpdated.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness } from '../testing/ShellHarness';
import CreditsDetails from './CreditsDetails';

afterEach(cleanup);

describe('/credits/details', () => {
  it('stores an amount, a checked flag as 1 and dropdown rows under "label - type", then creditsUpdated', async () => {
    const { record, Harness } = createHarness(
      {
        selectedCreditOptions: ['child-family', 'lottery', 'special-situations'],
        w2Data: [{ wages: '60000' }],
        dependents: [{ firstName: 'Ana', lastName: 'Lee', relationship: 'daughter', ageAtYearEnd: 5 }],
        filingStatus: 'head-of-household',
      },
      '/credits/details',
    );
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('creditsUpdated', listener);
    render(<Harness Screen={CreditsDetails} />);
    // 'lottery' is unknown: 2 categories + Add More.
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Child & Family Care' })).toBeTruthy();

    const care = screen.getByRole('textbox', { name: 'Child and Dependent Care Expenses amount' }) as HTMLInputElement;
    expect(care.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Child and Dependent Care Expenses/ }));
    expect(care.disabled).toBe(false);
    fireEvent.change(care, { target: { value: '4000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Child Tax Credit/ }));
    // The credit computed from the expenses and the child under 13: 3,000 limit x 20% = 600 (Form 2441 lines 3, 8, 9).
    await waitFor(() => expect(screen.getByText('$600.00')).toBeTruthy(), { timeout: 5000 });

    fireEvent.click(screen.getByRole('button', { name: 'Special Situations' }));
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /^State Tax Credits/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Credit type' }), { target: { value: "Renter's Credit" } });
    fireEvent.change(screen.getByRole('textbox', { name: 'State Tax Credits 1 amount' }), { target: { value: '450' } });
    expect(screen.queryByRole('button', { name: 'Remove State Tax Credits 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Another' }));
    expect(screen.getByRole('button', { name: 'Remove State Tax Credits 2' })).toBeTruthy();
    expect((screen.getAllByRole('combobox', { name: 'Credit type' })[1] as HTMLSelectElement).value).toBe('');
    expect(screen.getAllByRole('option', { name: 'Select credit type' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove State Tax Credits 2' }));

    await waitFor(
      () =>
        expect(record.form.credits).toEqual({
          'child-family': { 'child-care-expenses': 4000, 'child-tax-credit': 1 },
          'special-situations': { "State Tax Credits - Renter's Credit": 450 },
        }),
      { timeout: 3000 },
    );
    expect(events.at(-1)).toEqual(record.form.credits);
    window.removeEventListener('creditsUpdated', listener);
  });

  it('loads saved values as checked; Add More adds a category and moves to it; Continue on the last step goes on to the State Questions step', async () => {
    const { record, Harness } = createHarness(
      { selectedCreditOptions: ['work-income'], credits: { 'work-income': { 'working-family-credit': 1 } } },
      '/credits/details',
    );
    render(<Harness Screen={CreditsDetails} />);
    expect((screen.getByRole('checkbox', { name: /^Earned Income Tax Credit/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/recovery rebate credit ended with tax year 2021/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: /^Education/ }));
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Education' })).toBeTruthy();
    await waitFor(() => expect(record.form.selectedCreditOptions).toEqual(['work-income', 'education']), { timeout: 3000 });

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await waitFor(() => expect(record.navigations).toEqual(['/state-questions']));
    expect(record.toasts.at(-1)).toMatchObject({ title: 'Your information has been saved' });
  });

  it("says 'Failed to save credits' when the explicit save fails, and stays", async () => {
    const { record, Harness } = createHarness({ selectedCreditOptions: ['education'] }, '/credits/details');
    render(<Harness Screen={CreditsDetails} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add More' }));
    record.failNextSaves = 1;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await waitFor(() => expect(record.toasts.at(-1)).toMatchObject({ title: 'Failed to save credits', duration: 2000 }));
    expect(record.navigations).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Education' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    await waitFor(() => expect(record.navigations).toEqual(['/credits']));
  });

  it('asks in place the facts a credit needs and saves them with the credits', async () => {
    const { record, Harness } = createHarness(
      {
        selectedCreditOptions: ['child-family', 'work-income'],
        filingStatus: 'married-joint',
        dependents: [
          { firstName: 'Ana', lastName: 'Lee', relationship: 'daughter', ageAtYearEnd: 5 },
          { firstName: 'Rosa', lastName: 'Lee', relationship: 'mother', ageAtYearEnd: 70 },
        ],
      },
      '/credits/details',
    );
    render(<Harness Screen={CreditsDetails} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Child and Dependent Care Expenses/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a care expense' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Qualifying person' }), { target: { value: '0' } });
    fireEvent.change(screen.getByRole('textbox', { name: "Amount paid for this person's care" }), { target: { value: '2500' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Care provider' }), { target: { value: 'Bright Start' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Credit for Other Dependents/ }));
    fireEvent.change(screen.getByRole('textbox', { name: "Rosa Lee's gross income" }), { target: { value: '4000' } });

    fireEvent.click(screen.getByRole('button', { name: 'Work and Income' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Earned Income Tax Credit/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Form 8862/ }));

    await waitFor(() => expect(record.form.creditFacts.eicDisallowedBefore).toBe(true), { timeout: 3000 });
    expect(record.form.creditFacts.careExpenses).toEqual([{ dependentIndex: 0, amount: 2500, providerName: 'Bright Start' }]);
    expect(record.form.dependents.map((d) => d.grossIncome)).toEqual([null, 4000]);
    expect(record.form.credits['work-income']).toEqual({ 'working-family-credit': 1 });
  });

  it('asks the Form 8839 and Form 5695 facts and which child the tie-breaker gives to another person, and saves them', async () => {
    const { record, Harness } = createHarness(
      {
        selectedCreditOptions: ['child-family', 'home-energy', 'work-income'],
        filingStatus: 'single',
        dependents: [{ firstName: 'Ana', lastName: 'Lee', relationship: 'daughter', ageAtYearEnd: 5 }],
      },
      '/credits/details',
    );
    render(<Harness Screen={CreditsDetails} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Adoption Expenses/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add an adopted child' }));
    fireEvent.change(screen.getByRole('textbox', { name: "Child's name" }), { target: { value: 'Mia' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'A child with special needs (line 1(d))' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Year the adoption became final (line 1(f))' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Expenses paid in 2023 before the adoption was final, not yet claimed (line 5)' }), { target: { value: '4000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Adoption credit carried forward from 2023 (line 13)' }), { target: { value: '1200' } });

    fireEvent.click(screen.getByRole('button', { name: 'Home & Energy Saving' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Solar and Energy-Efficiency Upgrades/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add an energy item' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind of property' }), { target: { value: 'heat-pump' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Cost paid in 2024' }), { target: { value: '8000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Residential clean energy credit carried forward from 2023 (line 12)' }), { target: { value: '300' } });

    fireEvent.click(screen.getByRole('button', { name: 'Work and Income' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Earned Income Tax Credit/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /also the qualifying child of another person/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ana Lee' }));

    await waitFor(() => expect(record.form.creditFacts.childrenClaimedByAnother).toEqual([0]), { timeout: 3000 });
    expect(record.form.creditFacts.adoptions).toEqual([
      { dependentIndex: null, childName: 'Mia', specialNeeds: true, foreign: false, yearFinal: null, priorCreditClaimed: 0, expenses2024: 0, expensesEarlier: 4000 },
    ]);
    expect(record.form.creditFacts.adoptionCarryforward).toBe(1200);
    expect(record.form.creditFacts.energyProperty).toEqual([{ kind: 'heat-pump', cost: 8000, fuelCellKilowatts: 0 }]);
    expect(record.form.creditFacts.energyCarryforward).toBe(300);
    expect(record.form.creditFacts.eicChildClaimedByAnother).toBe(true);
  });

  it('says when no category is selected and offers them all on Add More', () => {
    const { Harness } = createHarness({ selectedCreditOptions: [] }, '/credits/details');
    render(<Harness Screen={CreditsDetails} />);
    expect(screen.getByRole('heading', { name: 'No credit categories selected yet' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 1')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Child & Family Care|Education|Retirement Savings|Home & Energy Saving|Work and Income|Special Situations/ })).toHaveLength(6);
  });
});
