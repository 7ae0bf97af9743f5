/**
 * ISO 4217 minor units (the number of decimals of a currency's smallest unit).
 *
 * Source: ISO 4217 "List one: Current currency & funds code list" (list_one.xml), published by SIX Group as
 * ISO's maintenance agency for ISO 4217 (https://www.six-group.com/en/products-services/financial-information/
 * data-standards.html), column "Minor unit". Almost every currency has 2; this table holds only the codes whose
 * minor unit is not 2. Codes the list gives as "N.A." (precious metals, XDR, XXX, XTS) are left out and fall
 * back to 2 like any code not listed here.
 */
export const MINOR_UNIT_EXCEPTIONS: Readonly<Record<string, 0 | 3 | 4>> = {
  // No minor unit.
  BIF: 0, // Burundi franc
  CLP: 0, // Chilean peso
  DJF: 0, // Djibouti franc
  GNF: 0, // Guinean franc
  ISK: 0, // Iceland krona
  JPY: 0, // Yen
  KMF: 0, // Comorian franc
  KRW: 0, // Won
  PYG: 0, // Guarani
  RWF: 0, // Rwanda franc
  UGX: 0, // Uganda shilling
  UYI: 0, // Uruguay peso en unidades indexadas (funds code)
  VND: 0, // Dong
  VUV: 0, // Vatu
  XAF: 0, // CFA franc BEAC
  XOF: 0, // CFA franc BCEAO
  XPF: 0, // CFP franc
  // Three decimals.
  BHD: 3, // Bahraini dinar
  IQD: 3, // Iraqi dinar
  JOD: 3, // Jordanian dinar
  KWD: 3, // Kuwaiti dinar
  LYD: 3, // Libyan dinar
  OMR: 3, // Rial Omani
  TND: 3, // Tunisian dinar
  // Four decimals (units of account, listed for completeness).
  CLF: 4, // Unidad de Fomento (funds code)
  UYW: 4, // Unidad previsional (funds code)
};

/** The minor unit of every currency not in the table above. */
export const DEFAULT_MINOR_UNITS = 2;

/** Decimals of `currency`'s minor unit: USD 2, JPY 0, BHD 3. Case-insensitive; unknown codes give 2. */
export function minorUnits(currency: string): number {
  return MINOR_UNIT_EXCEPTIONS[currency.trim().toUpperCase()] ?? DEFAULT_MINOR_UNITS;
}
