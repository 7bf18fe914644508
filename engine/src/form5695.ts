// Form 5695 (2024), Residential Energy Credits. Part I, residential clean energy (IRC §25D): 30% of the costs,
// no annual cap except fuel cells; limited to tax (line 14), the rest carries forward (line 16). Part II, energy
// efficient home improvement (IRC §25C): 30% within the annual limits, limited to tax, no carryforward.
import type { EnergyPropertyKind } from '@taxapp/contracts/form';
import { FUEL_CELL_LIMIT_PER_KILOWATT, HOME_IMPROVEMENT_LIMITS, HOME_IMPROVEMENT_RATE, RESIDENTIAL_CLEAN_ENERGY_RATE } from './years/2024';

export interface EnergyItem {
  kind: EnergyPropertyKind;
  cost: number;
  fuelCellKilowatts: number;
}

/** Part I kinds (lines 1-5b and the fuel cell lines 7-11); every other kind is Part II. */
const PART_I: ReadonlySet<EnergyPropertyKind> = new Set(['solar-electric', 'solar-water-heating', 'small-wind', 'geothermal-heat-pump', 'battery-storage', 'fuel-cell']);
export const isCleanEnergyProperty = (kind: EnergyPropertyKind) => PART_I.has(kind);

/** Part I with a bare cost (the typed amount without items). */
export function form5695(costs: number, taxLimit: number, carryforward2023 = 0): { line6b: number; line15: number; line16: number } {
  const result = form5695PartI([{ kind: 'solar-electric', cost: costs, fuelCellKilowatts: 0 }], carryforward2023, taxLimit);
  return { line6b: result.line6b, line15: result.line15, line16: result.line16 };
}

/** Part I: lines 1-5b at 30% (line 6b), fuel cells (lines 8-11), the 2023 carryforward (line 12), lines 13-16. */
export function form5695PartI(items: readonly EnergyItem[], line12: number, taxLimit: number) {
  const line6a = items.filter((item) => PART_I.has(item.kind) && item.kind !== 'fuel-cell').reduce((sum, item) => sum + Math.max(0, item.cost), 0);
  const line6b = Math.round(line6a * RESIDENTIAL_CLEAN_ENERGY_RATE);
  const fuelCells = items.filter((item) => item.kind === 'fuel-cell');
  const line9 = Math.round(fuelCells.reduce((sum, item) => sum + Math.max(0, item.cost), 0) * RESIDENTIAL_CLEAN_ENERGY_RATE);
  const line10 = Math.round(fuelCells.reduce((sum, item) => sum + item.fuelCellKilowatts, 0) * FUEL_CELL_LIMIT_PER_KILOWATT);
  const line11 = Math.min(line9, line10);
  const line13 = line6b + line11 + Math.max(0, line12);
  const line15 = Math.min(line13, Math.max(0, taxLimit));
  return { line6a, line6b, line11, line12: Math.max(0, line12), line13, line14: Math.max(0, taxLimit), line15, line16: line13 - line15 };
}

const ENERGY_PROPERTY_ITEMS: ReadonlySet<EnergyPropertyKind> = new Set(['central-air', 'water-heater', 'furnace-boiler', 'panelboard']);
const HEAT_PUMPS: ReadonlySet<EnergyPropertyKind> = new Set(['heat-pump', 'heat-pump-water-heater', 'biomass-stove']);

/**
 * Part II: each item at 30% within its own limit (doors 250 each, 500 together; windows 600; each energy property
 * item 600; the audit 150), these together at most 1,200; heat pumps and biomass at most 2,000 apart; the sum
 * limited to tax (line 31) is line 32, Schedule 3 line 5b.
 */
export function form5695PartII(items: readonly EnergyItem[], taxLimit: number) {
  const L = HOME_IMPROVEMENT_LIMITS;
  const credit = (cost: number) => Math.max(0, cost) * HOME_IMPROVEMENT_RATE;
  const of = (kind: EnergyPropertyKind) => items.filter((item) => item.kind === kind);
  const insulation = of('insulation').reduce((sum, item) => sum + credit(item.cost), 0);
  const doors = Math.min(L.doors, of('exterior-door').reduce((sum, item) => sum + Math.min(L.doorEach, credit(item.cost)), 0));
  const windows = Math.min(L.windows, of('windows-skylights').reduce((sum, item) => sum + credit(item.cost), 0));
  const energyProperty = items.filter((item) => ENERGY_PROPERTY_ITEMS.has(item.kind)).reduce((sum, item) => sum + Math.min(L.energyPropertyEach, credit(item.cost)), 0);
  const audit = Math.min(L.audit, of('home-energy-audit').reduce((sum, item) => sum + credit(item.cost), 0));
  const withinAnnual = Math.round(Math.min(L.annual, insulation + doors + windows + energyProperty + audit));
  const heatPumps = Math.round(Math.min(L.heatPumps, items.filter((item) => HEAT_PUMPS.has(item.kind)).reduce((sum, item) => sum + credit(item.cost), 0)));
  const line30 = withinAnnual + heatPumps;
  const line32 = Math.min(line30, Math.max(0, taxLimit));
  return { withinAnnual, heatPumps, line30, line31: Math.max(0, taxLimit), line32 };
}
