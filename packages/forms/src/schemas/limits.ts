/** Length and range limits of the fields (spec, accounts §5 and catalog §5). Re-exported by constants.ts. */

export const LIMITS = {
  password: { min: 8, max: 128 },
  email: { max: 254 },
  name: { min: 2, max: 50 },
  phone: { min: 10, max: 20 },
  companyName: { min: 2, max: 100 },
  registrationNumber: { min: 3, max: 50 },
  taxId: { min: 5, max: 20 },
  website: { max: 200 },
  address: { street: 100, city: 50, state: 50, zipCode: 20, country: 50, name: 100, number: 20, type: 50 },
  familyName: { min: 2, max: 100 },
  familyDescription: { min: 10, max: 500 },
  familyCategory: { max: 100 },
  /** Plans, add-ons, charges and coupons: named like the product families. */
  catalogName: { min: 2, max: 100 },
  /** Every optional description of the catalog (plans, add-ons, charges, coupons, price points, features). */
  catalogDescription: { max: 500 },
  couponCode: { max: 50 },
  featureName: { max: 100 },
  featureValue: { max: 100 },
  metricName: { max: 100 },
  metricUnit: { max: 50 },
  /** A coupon's customer segments: how many, and how long each. */
  customerSegments: { count: 50, max: 100 },
  /** A coupon's applicable plans: how many ids, and how long each. */
  applicablePlans: { count: 100, max: 100 },
  percentage: { min: 0, max: 100 },
  description: { max: 1000 },
  shortText: { max: 100 },
} as const;
