import type { CourierCode } from '../../orders/courier-directory';
import { canonicalCity } from '../cities';

/**
 * Which courier gets a parcel: the merchant's rules, read in order, the first that fits wins; else the default
 * courier. A rule fits a parcel when its city is one of the rule's (or the rule names none), its COD amount is
 * within the rule's bounds and its weight at most the rule's.
 */
export interface DispatchRule {
  courier: CourierCode;
  /** Cities as the merchant writes them ("Karachi", "Pindi"); empty: every city. */
  cities: string[];
  /** COD amount bounds in rupees, both inclusive; null: no bound. */
  minCod: number | null;
  maxCod: number | null;
  /** The heaviest parcel in grams; null: any weight. */
  maxWeightGrams: number | null;
}

export interface DispatchRules {
  rules: DispatchRule[];
  /** The courier of a parcel no rule fits; null: the first that can be booked here (PostEx, Leopards, Trax, Call Courier, TCS, M&P). */
  defaultCourier: CourierCode | null;
  /** The weight of one unit of an item, in grams: a parcel weighs its units times this. */
  unitWeightGrams: number;
}

export const DEFAULT_UNIT_WEIGHT_GRAMS = 250;

export const NO_DISPATCH_RULES: DispatchRules = {
  rules: [],
  defaultCourier: null,
  unitWeightGrams: DEFAULT_UNIT_WEIGHT_GRAMS,
};

/** What a rule looks at in a parcel. */
export interface ParcelFacts {
  city: string;
  codAmount: number;
  weightGrams: number;
}

export function ruleFits(rule: DispatchRule, parcel: ParcelFacts): boolean {
  if (rule.cities.length && !rule.cities.some((city) => canonicalCity(city) === canonicalCity(parcel.city)))
    return false;
  if (rule.minCod !== null && parcel.codAmount < rule.minCod) return false;
  if (rule.maxCod !== null && parcel.codAmount > rule.maxCod) return false;
  if (rule.maxWeightGrams !== null && parcel.weightGrams > rule.maxWeightGrams) return false;
  return true;
}

/**
 * The courier the rules give a parcel, among those that can be booked here (a rule naming a courier without
 * credentials is passed over), and the rule's number (1 for the first; 0 for the default). Undefined when no
 * courier can be booked.
 */
export function dispatchFor(
  rules: DispatchRules,
  parcel: ParcelFacts,
  bookable: readonly CourierCode[],
): { courier: CourierCode; rule: number } | undefined {
  const index = rules.rules.findIndex((rule) => bookable.includes(rule.courier) && ruleFits(rule, parcel));
  if (index >= 0) return { courier: rules.rules[index].courier, rule: index + 1 };
  const fallback = rules.defaultCourier && bookable.includes(rules.defaultCourier) ? rules.defaultCourier : bookable[0];
  return fallback ? { courier: fallback, rule: 0 } : undefined;
}
