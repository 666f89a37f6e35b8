// Decision 050: units are a display preference; storage stays pounds and total inches.
import { CM_PER_IN, KG_PER_LB, roundTo, splitInches } from '@forkcast/core';
import type { Profile } from '@forkcast/core';

export type UnitSystem = Profile['unitSystem'];

export const lbToKg = (lb: number): number => roundTo(lb * KG_PER_LB, 1);
// Stored values keep two decimals so a metric entry reads back exactly (80 kg -> 176.37 lb -> 80 kg).
export const kgToLb = (kg: number): number => roundTo(kg / KG_PER_LB, 2);
export const inToCm = (inches: number): number => roundTo(inches * CM_PER_IN, 1);
export const cmToIn = (cm: number): number => roundTo(cm / CM_PER_IN, 2);

/** '160 lb' or '72.6 kg'. */
export function formatWeight(lb: number, units: UnitSystem): string {
  return units === 'metric' ? `${lbToKg(lb)} kg` : `${roundTo(lb, 1)} lb`;
}

/** `5 ft 9 in` or '175.3 cm'. */
export function formatHeight(inches: number, units: UnitSystem): string {
  if (units === 'metric') return `${inToCm(inches)} cm`;
  const { feet, inches: rest } = splitInches(inches);
  return `${feet} ft ${rest} in`;
}
