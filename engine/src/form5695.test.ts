// Form 5695 (2024): Part I at 30% with fuel cells at most 1,000 per kW and the 2023 carryforward (lines 1-16);
// Part II at 30% within the IRC §25C(b) annual limits (doors 250 each / 500, windows 600, each energy property item
// 600, audit 150, together 1,200; heat pumps and biomass 2,000 apart), limited to tax, no carryforward.
import { describe, expect, it } from 'vitest';
import { computeReturn } from './index';
import { form5695PartI, form5695PartII } from './form5695';

describe('Form 5695 Part I', () => {
  it('solar, a fuel cell held to its capacity limit, the 2023 carryforward and the tax limit', () => {
    // Line 6b = 30% x 20,000 = 6,000; fuel cell 30% x 10,000 = 3,000 but 2 kW x 1,000 = 2,000 (line 11);
    // line 12 = 500; line 13 = 8,500; tax 5,000: line 15 = 5,000, line 16 = 3,500.
    const result = form5695PartI([
      { kind: 'solar-electric', cost: 20_000, fuelCellKilowatts: 0 },
      { kind: 'fuel-cell', cost: 10_000, fuelCellKilowatts: 2 },
      { kind: 'windows-skylights', cost: 3_000, fuelCellKilowatts: 0 },
    ], 500, 5_000);
    expect(result).toMatchObject({ line6b: 6_000, line11: 2_000, line13: 8_500, line15: 5_000, line16: 3_500 });
  });
});

describe('Form 5695 Part II', () => {
  it('each item within its limit, then 1,200 together; heat pumps 2,000 apart', () => {
    // Windows 30% x 3,000 = 900 -> 600; two doors 300 each -> 250 each = 500; audit 180 -> 150; furnace 300.
    // 600 + 500 + 150 + 300 = 1,550 -> 1,200. Heat pump 30% x 8,000 = 2,400 -> 2,000. Line 30 = 3,200.
    const items = [
      { kind: 'windows-skylights', cost: 3_000 }, { kind: 'exterior-door', cost: 1_000 }, { kind: 'exterior-door', cost: 1_000 },
      { kind: 'home-energy-audit', cost: 600 }, { kind: 'furnace-boiler', cost: 1_000 }, { kind: 'heat-pump', cost: 8_000 },
    ] as const;
    const result = form5695PartII(items.map((item) => ({ ...item, fuelCellKilowatts: 0 })), 10_000);
    expect(result).toMatchObject({ withinAnnual: 1_200, heatPumps: 2_000, line30: 3_200, line32: 3_200 });
    expect(form5695PartII(items.map((item) => ({ ...item, fuelCellKilowatts: 0 })), 1_000).line32).toBe(1_000);
  });

  it('on the return: Schedule 3 line 5b comes before the child tax credit and both count in line 8', () => {
    // Single, wages 60,000: tax 5,219 (Tax Table row 45,400-45,450). Insulation 30% x 2,000 = 600 (line 5b);
    // solar 30% x 10,000 = 3,000 (line 5a). Line 8 = 3,600.
    const form = {
      filingStatus: 'single' as const, dateOfBirth: '1990-01-01', w2Data: [{ wages: '60000' }],
      creditFacts: { energyProperty: [{ kind: 'insulation', cost: 2_000 }, { kind: 'solar-electric', cost: 10_000 }] },
    };
    const lines = computeReturn(form).federal.lines;
    expect(lines.value('form5695.line32')).toBe(600);
    expect(lines.value('form5695.line15')).toBe(3_000);
    expect(lines.value('schedule3.line8')).toBe(3_600);
  });
});
