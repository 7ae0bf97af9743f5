-- Revenue is money: exact to the cent. A stored value the new type cannot hold (1e18 and above, infinity, NaN) was never a revenue and becomes null.
ALTER TABLE "organizations" ALTER COLUMN "revenue" SET DATA TYPE numeric(20, 2) USING (CASE WHEN abs("revenue") < 1e18 THEN round("revenue"::numeric, 2) END);
