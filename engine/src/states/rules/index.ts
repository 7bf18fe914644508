// Each state's own rules for 2024, one file per state (the states absent here use the parameter table alone).
import type { StateRule } from '../rule';
import { AL } from './al';
import { AR } from './ar';
import { AZ } from './az';
import { CA } from './ca';
import { CO } from './co';
import { CT } from './ct';
import { DC } from './dc';
import { DE } from './de';
import { GA } from './ga';
import { HI } from './hi';
import { IA } from './ia';
import { ID } from './id';
import { IL } from './il';
import { IN } from './in';
import { KS } from './ks';
import { KY } from './ky';
import { LA } from './la';
import { MA } from './ma';
import { MD } from './md';
import { ME } from './me';
import { MI } from './mi';
import { MN } from './mn';
import { MO } from './mo';
import { MS } from './ms';
import { MT } from './mt';
import { NC } from './nc';
import { ND } from './nd';
import { NE } from './ne';
import { NH } from './nh';
import { NJ } from './nj';
import { NM } from './nm';
import { NY } from './ny';
import { OH } from './oh';
import { OK } from './ok';
import { OR } from './or';
import { PA } from './pa';
import { RI } from './ri';
import { SC } from './sc';
import { UT } from './ut';
import { VA } from './va';
import { VT } from './vt';
import { WA } from './wa';
import { WI } from './wi';
import { WV } from './wv';

export { ctAddBackAndRecapture, ctPersonalCreditDecimal } from './ct';

export const STATE_RULES: Record<string, StateRule> = {
  AL, AR, AZ, CA, CO, CT, DC, DE, GA, HI, IA, ID, IL, IN, KS, KY, LA, MA, MD, ME, MI, MN, MO, MS, MT, NC, ND, NE, NH, NJ, NM, NY, OH, OK, OR, PA, RI, SC, UT, VA, VT, WA, WI, WV,
};
