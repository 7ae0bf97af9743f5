/** Fixed reference lists and helpers shared by the account and onboarding body stories. */
import type { RouterLinkComponent } from "@round/ui";
import { forwardRef } from "react";

interface FixtureOption {
  value: string;
  label: string;
}

export const COUNTRIES: FixtureOption[] = [
  { value: "Canada", label: "Canada" },
  { value: "France", label: "France" },
  { value: "Germany", label: "Germany" },
  { value: "United Kingdom", label: "United Kingdom" },
  { value: "United States", label: "United States" },
];

const CURRENCIES: FixtureOption[] = [
  { value: "CAD", label: "CAD - Canadian Dollar" },
  { value: "EUR", label: "EUR - Euro" },
  { value: "GBP", label: "GBP - British Pound" },
  { value: "USD", label: "USD - US Dollar" },
];

const INDUSTRIES: FixtureOption[] = [
  { value: "software", label: "Software" },
  { value: "finance", label: "Financial Services" },
  { value: "healthcare", label: "Healthcare" },
  { value: "retail", label: "Retail" },
];

const COMPANY_SIZES: FixtureOption[] = [
  { value: "1", label: "1 employee" },
  { value: "2-10", label: "2-10 employees" },
  { value: "11-50", label: "11-50 employees" },
  { value: "51-200", label: "51-200 employees" },
  { value: "201", label: "201+ employees" },
];

const ADDRESS_TYPES: (FixtureOption & { isActive?: boolean })[] = [
  { value: "billing", label: "Billing" },
  { value: "shipping", label: "Shipping" },
  { value: "headquarters", label: "Headquarters" },
  { value: "legacy", label: "Legacy", isActive: false },
];

/** An async loader answering after a short fixed delay, like the reference-data calls. */
export function loader<T>(items: readonly T[]): () => Promise<readonly T[]> {
  return () => new Promise((resolve) => setTimeout(() => resolve(items), 20));
}

export const loadCountries = loader(COUNTRIES);
export const loadCurrencies = loader(CURRENCIES);
export const loadIndustries = loader(INDUSTRIES);
export const loadCompanySizes = loader(COMPANY_SIZES);
export const loadAddressTypes = loader(ADDRESS_TYPES);

/** A promise that never settles: keeps a body in its submitting state. */
export const never = () => new Promise<never>(() => {});

/** A stand-in for react-router's Link: renders an anchor and marks that the router link was used. */
export const FakeRouterLink: RouterLinkComponent = forwardRef<
  HTMLAnchorElement,
  React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
>(function FakeRouterLink({ to, ...rest }, ref) {
  return <a ref={ref} href={to} data-router-link="" {...rest} />;
});

export const narrow = { globals: { viewport: { value: "mobile" } } } as const;
export const dark = { globals: { theme: "dark" } } as const;
