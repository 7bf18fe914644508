// Schedule 3 line 11 (i1040; Pub 505 ch. 3): the maximum 2024 social security tax is 6.2% x 168,600 = 10,453.20.
import { describe, expect, it } from 'vitest';
import { excessSocialSecurityTax } from './excessSocialSecurity';

describe('excess social security tax withheld (Schedule 3 line 11)', () => {
  it('two employers: box 4 over 10,453.20 is a payment', () => {
    // 7,440 (6.2% of 120,000) + 4,960 (6.2% of 80,000) = 12,400; 12,400 - 10,453.20 = 1,946.80.
    expect(excessSocialSecurityTax([{ employer: 'A', withheld: 7_440 }, { employer: 'B', withheld: 4_960 }])).toEqual({ excess: 1_946.8, employerOverWithheld: false });
  });
  it('one employer that over-withheld: nothing here (the employer refunds it)', () => {
    expect(excessSocialSecurityTax([{ employer: 'A', withheld: 12_400 }])).toEqual({ excess: 0, employerOverWithheld: true });
  });
  it('an over-withholding employer counts only up to 10,453.20 beside another employer', () => {
    // min(11,000, 10,453.20) + 2,000 = 12,453.20 -> 2,000 excess.
    expect(excessSocialSecurityTax([{ employer: 'A', withheld: 11_000 }, { employer: 'B', withheld: 2_000 }])).toEqual({ excess: 2_000, employerOverWithheld: true });
  });
  it('two employers within the maximum: nothing', () => {
    expect(excessSocialSecurityTax([{ employer: 'A', withheld: 5_000 }, { employer: 'B', withheld: 5_000 }]).excess).toBe(0);
    expect(excessSocialSecurityTax([]).excess).toBe(0);
  });
});
