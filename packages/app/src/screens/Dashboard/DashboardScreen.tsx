import {
  type Action,
  FISCAL_MONTHS,
  ONBOARDING_DEFAULTS,
  roleByValue,
  TIME_ZONES,
} from "@round/forms/schemas";
import {
  Card,
  CheckIcon,
  Columns,
  DescriptionList,
  EmptyState,
  formatDate,
  Inline,
  Money,
  PageHeader,
  Spinner,
  Stack,
  StatCard,
  StatusBadge,
  Link as UiLink,
} from "@round/ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { messages } from "../../api/errors";
import { metricsMessages } from "../../api/metrics";
import { companySizeLabel } from "../../api/reference";
import type { OnboardingData, Organization, User } from "../../api/types";
import { type ChecklistSource, type CountState, useChecklistCounts } from "../../hooks/gettingStarted";
import { useInvitations } from "../../hooks/invitations";
import { useMetricsSummary } from "../../hooks/metrics";
import { useCurrentOrganization } from "../../hooks/organizations";
import { usePlans } from "../../hooks/plans";
import { useMe } from "../../hooks/useAccount";
import { useCan } from "../../hooks/useCan";
import { useCompanySizes, useCountries, useIndustries } from "../../hooks/useReference";
import { LoadFailed } from "../../layouts/LoadFailed";
import * as layout from "../../layouts/layout.css";
import { percentOf } from "../Billing/billingFormat";
import { StartingPrice } from "../Catalog/shared/StartingPrice";
import * as styles from "./DashboardScreen.css";

/**
 * The dashboard overview: the account at a glance, a getting-started checklist until the account has a plan
 * and a customer, and for businesses the organization, its products (the catalog's plans) and the team's
 * invitations. Everything comes from the account's records; a section the role may not read is not shown, and
 * a call that fails shows as an error with Retry, never as an empty list.
 */
export default function DashboardScreen() {
  const me = useMe();
  if (me.isPending) {
    return (
      <div className={styles.centered} role="status">
        <Spinner size={24} label={null} />
        <p>Loading your account...</p>
      </div>
    );
  }
  if (me.isError || !me.data) {
    return (
      <div className={styles.centered} role="alert">
        <p>Unable to load user data. Please try refreshing the page.</p>
      </div>
    );
  }
  return <Overview user={me.data} />;
}

function Overview({ user }: { user: User }) {
  // Personal accounts set a currency in onboarding too; only the organization sections are business-only.
  const read = useCan("read");
  const organization = useCurrentOrganization(read.allowed ? user.id : undefined);
  const data: OnboardingData = user.onboardingData ?? {};
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  const currency =
    organization.data?.currency ?? data.businessSettings?.currency ?? ONBOARDING_DEFAULTS.currency;
  const isBusiness = user.accountType === "business";
  // The business sections need organization data: the organization itself, or what onboarding saved of it.
  const hasOrganization = Boolean(organization.data || data.organization?.name);

  return (
    <div className={layout.page}>
      <PageHeader
        // The first session says Welcome; every later sign-in, Welcome back (from the sign-in records).
        title={`${user.previousSignInAt ? "Welcome back" : "Welcome"}, ${name}`}
        subtitle="Here is an overview of your Round account."
        actions={user.onboardingCompleted ? <StatusBadge status="success" label="Setup Complete" /> : null}
      />
      <section aria-label="Account summary" className={layout.fourStats}>
        <StatCard label="Account Type" value={isBusiness ? "Business" : "Personal"} />
        <StatCard label="Member Since" value={user.createdAt ? formatDate(user.createdAt) : "—"} />
        <StatCard label="Currency" value={currency} />
        <StatCard label="Setup Status" value={user.onboardingCompleted ? "100%" : "0%"} />
      </section>
      {read.allowed && isBusiness ? <RevenueSection /> : null}
      {read.allowed ? <GettingStarted /> : null}
      <Card title="Profile Information">
        <DescriptionList
          items={[
            { term: "Name", detail: [user.firstName, user.lastName].filter(Boolean).join(" ") },
            { term: "Email", detail: user.email },
            { term: "Phone", detail: user.phone },
          ]}
        />
      </Card>
      {organization.isError && !organization.data ? (
        <LoadFailed text={messages.loadOrganizationFailed} onRetry={() => void organization.refetch()} />
      ) : read.allowed && isBusiness && hasOrganization ? (
        <BusinessSections user={user} organization={organization.data ?? null} data={data} />
      ) : null}
    </div>
  );
}

/**
 * The business's revenue (MRR, ARR, active subscriptions, churn), linking to the billing page: shown once the
 * account has billing data; before that the getting-started checklist says what to do.
 */
function RevenueSection() {
  const summary = useMetricsSummary();
  if (summary.isError) {
    return <LoadFailed text={metricsMessages.loadSummaryFailed} onRetry={() => void summary.refetch()} />;
  }
  const figures = summary.data;
  if (!figures || (figures.mrr === 0 && figures.activeSubscriptions === 0 && figures.activeCustomers === 0)) {
    return null;
  }
  const churn = figures.customerChurnRate;
  return (
    <Stack as="section" gap="md" aria-labelledby="dashboard-revenue">
      <Inline gap="md" align="baseline" justify="between">
        <h2 id="dashboard-revenue" className={styles.revenueTitle}>
          Revenue
        </h2>
        <UiLink href="/billing" as={Link}>
          View billing
        </UiLink>
      </Inline>
      <div className={layout.fourStats}>
        <StatCard label="MRR" value={<Money amount={figures.mrr} currency={figures.currency} />} />
        <StatCard label="ARR" value={<Money amount={figures.arr} currency={figures.currency} />} />
        <StatCard label="Active Subscriptions" value={figures.activeSubscriptions} />
        <StatCard
          label="Churn Rate"
          value={churn === null ? "—" : percentOf(churn)}
          note={churn === null ? "No paying customers 30 days ago" : "Customers lost in the last 30 days"}
        />
      </div>
    </Stack>
  );
}

function BusinessSections({
  user,
  organization,
  data,
}: {
  user: User;
  organization: Organization | null;
  data: OnboardingData;
}) {
  const industries = useIndustries();
  const sizes = useCompanySizes();
  const countries = useCountries();
  const org = { ...data.organization, ...organization };
  const settings = {
    currency: organization?.currency ?? data.businessSettings?.currency,
    timezone: organization?.timeZone ?? data.businessSettings?.timezone,
    fiscalYearStart: organization?.fiscalYearStart ?? data.businessSettings?.fiscalYearStart,
  };
  const industry = industries.data?.find((item) => item.code === org.category)?.name ?? org.category;
  const size = sizes.data?.find((item) => item.code === org.size);
  const country =
    countries.data?.find((item) => item.countryCodeAlpha2 === org.country)?.countryName ?? org.country;
  const timezone = TIME_ZONES.find((zone) => zone.value === settings.timezone)?.label ?? settings.timezone;
  const fiscal =
    FISCAL_MONTHS.find((month) => month === settings.fiscalYearStart) ?? settings.fiscalYearStart;
  return (
    <>
      <Columns columns={{ mobile: 1, desktop: 2 }}>
        <Card title="Organization Details">
          <DescriptionList
            items={[
              { term: "Company Name", detail: org.name },
              { term: "Industry", detail: industry },
              { term: "Company Size", detail: size ? companySizeLabel(size) : org.size },
              { term: "Country", detail: country },
              {
                term: "Website",
                detail: org.website ? (
                  <UiLink
                    href={org.website}
                    target="_blank"
                    rel="noreferrer"
                    className={styles.url}
                    title={org.website}
                  >
                    {org.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
                  </UiLink>
                ) : null,
              },
            ]}
          />
        </Card>
        <Card title="Business Settings">
          <DescriptionList
            items={[
              { term: "Currency", detail: settings.currency },
              { term: "Time Zone", detail: timezone },
              { term: "Fiscal Year Start", detail: fiscal },
            ]}
          />
        </Card>
      </Columns>
      <ProductsCard />
      <InvitationsCard user={user} />
    </>
  );
}

/** The account's products: the catalog's plans (the onboarding products became its first ones). */
function ProductsCard() {
  const plans = usePlans({ pageSize: 10, orderBy: "createdAt", isAscending: true });
  let body: ReactNode;
  if (plans.isPending) body = <Spinner label="Loading products" />;
  else if (plans.isError)
    body = <LoadFailed text={messages.loadProductsFailed} onRetry={() => void plans.refetch()} />;
  else if (plans.data.items.length === 0)
    body = <EmptyState title="No products added yet" headingLevel={3} />;
  else
    body = (
      <Stack as="ul" gap="sm">
        {plans.data.items.map((plan) => (
          <li key={plan.id} className={styles.listItem}>
            <div>
              <UiLink as={Link} href={`/catalog/plans/${plan.id}`}>
                <strong>{plan.name}</strong>
              </UiLink>
              {plan.description ? <p className={layout.muted}>{plan.description}</p> : null}
            </div>
            <StartingPrice price={plan.startingPrice} custom="No price yet" />
          </li>
        ))}
      </Stack>
    );
  return <Card title="Products & Services">{body}</Card>;
}

/** The team's invitations, for a role that may manage the team (the list is theirs only: others get 403). */
function InvitationsCard({ user }: { user: User }) {
  const manage = useCan("invite");
  const invitations = useInvitations(user.roundAccountId, { enabled: manage.allowed });
  if (!manage.allowed) return null;
  let body: ReactNode;
  if (invitations.isPending) body = <Spinner label="Loading invitations" />;
  else if (invitations.isError)
    body = <LoadFailed text={messages.loadInvitationsFailed} onRetry={() => void invitations.refetch()} />;
  else if (invitations.data.length === 0)
    body = <EmptyState title="No invitations sent yet" headingLevel={3} />;
  else
    body = (
      <Stack as="ul" gap="sm">
        {invitations.data.map((invitation) => (
          <li key={invitation.id} className={styles.listItem}>
            <span>{invitation.email}</span>
            <span className={layout.muted}>{roleByValue(invitation.role)?.label ?? invitation.roleName}</span>
            <StatusBadge status={invitation.status} />
          </li>
        ))}
      </Stack>
    );
  return <Card title="Team Invitations">{body}</Card>;
}

interface ChecklistItem {
  label: string;
  href: string;
  /** The count that ticks it (more than none). */
  source: ChecklistSource;
  /** What doing it needs, so an item the role cannot do says so instead of linking. */
  action: Action;
}

/** The first things to do in Round, in order; each ticked from the account's records. */
const CHECKLIST: readonly ChecklistItem[] = [
  { label: "Create a plan", href: "/catalog/plans/create", source: "plans", action: "manageCatalog" },
  { label: "Add a customer", href: "/customers", source: "customers", action: "manageCustomers" },
  { label: "Start a subscription", href: "/customers", source: "subscriptions", action: "manageCustomers" },
];

/** Getting started: shown until the account has a plan and a customer. */
function GettingStarted() {
  const counts = useChecklistCounts(true);
  const done = (state: CountState) => state.status === "ready" && state.count > 0;
  if (done(counts.plans) && done(counts.customers)) return null;
  const failed = Object.values(counts).find((state) => state.status === "error");
  const loading = Object.values(counts).some((state) => state.status === "loading");
  let body: ReactNode;
  if (failed?.status === "error")
    body = (
      <LoadFailed
        text={messages.loadChecklistFailed}
        onRetry={() => {
          for (const state of Object.values(counts)) if (state.status === "error") state.retry();
        }}
      />
    );
  else if (loading) body = <Spinner label="Loading your setup progress" />;
  else
    body = (
      <Stack as="ol" gap="md">
        {CHECKLIST.map((item) => (
          <ChecklistRow key={item.label} item={item} ticked={done(counts[item.source])} />
        ))}
      </Stack>
    );
  return <Card title="Get started with Round">{body}</Card>;
}

function ChecklistRow({ item, ticked }: { item: ChecklistItem; ticked: boolean }) {
  const permission = useCan(item.action);
  return (
    <li className={styles.checkItem} data-done={ticked || undefined}>
      <span className={styles.checkMark} aria-hidden="true">
        {ticked ? <CheckIcon size={14} /> : null}
      </span>
      <span className={styles.checkText}>
        <span className={styles.visuallyHidden}>{ticked ? "Done: " : "To do: "}</span>
        {ticked || !permission.allowed ? (
          <span className={styles.checkLabel}>{item.label}</span>
        ) : (
          <UiLink as={Link} href={item.href}>
            {item.label}
          </UiLink>
        )}
        {!ticked && !permission.allowed ? <span className={layout.muted}>{permission.reason}</span> : null}
      </span>
    </li>
  );
}
