// Form 5695 (2024) Part I, Residential Clean Energy Credit (IRC §25D): 30% of the costs, no annual cap
// except fuel cells; limited to tax (line 14 worksheet), the rest carries forward (line 16).
import { RESIDENTIAL_CLEAN_ENERGY_RATE } from './years/2024';

export function form5695(costs: number, taxLimit: number): { line6b: number; line15: number; line16: number } {
  const line6b = Math.round(Math.max(0, costs) * RESIDENTIAL_CLEAN_ENERGY_RATE);
  const line15 = Math.min(line6b, Math.max(0, taxLimit));
  return { line6b, line15, line16: line6b - line15 };
}
