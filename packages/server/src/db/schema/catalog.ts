// The catalog's tables (product families, plans, add-ons, charges, price points, coupons).
export {};
