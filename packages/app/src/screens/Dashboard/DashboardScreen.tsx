import { FISCAL_MONTHS, ONBOARDING_DEFAULTS, roleByValue, TIME_ZONES } from "@round/forms/schemas";
import {
  Card,
  EmptyState,
  formatDate,
  formatMoney,
  PageHeader,
  Spinner,
  StatCard,
  StatusBadge,
  Link as UiLink,
} from "@round/ui";
import { messages } from "../../api/errors";
import { companySizeLabel } from "../../api/reference";
import type { OnboardingData, Organization, User } from "../../api/types";
import { useInvitations } from "../../hooks/invitations";
import { useCurrentOrganization } from "../../hooks/organizations";
import { useMe } from "../../hooks/useAccount";
import { useCompanySizes, useCountries, useIndustries } from "../../hooks/useReference";
import { LoadFailed } from "../../layouts/LoadFailed";
import * as layout from "../../layouts/layout.css";
import * as styles from "./DashboardScreen.css";

/** The dashboard overview: the account at a glance, and for businesses the organization set up in onboarding. */
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
  const organization = useCurrentOrganization(user.id);
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
        title={`Welcome back, ${name}`}
        subtitle="Here is an overview of your Round account."
        actions={user.onboardingCompleted ? <StatusBadge status="success" label="Setup Complete" /> : null}
      />
      <section aria-label="Account summary" className={styles.stats}>
        <StatCard label="Account Type" value={isBusiness ? "Business" : "Personal"} />
        <StatCard label="Member Since" value={user.createdAt ? formatDate(user.createdAt) : "—"} />
        <StatCard label="Currency" value={currency} />
        <StatCard label="Setup Status" value={user.onboardingCompleted ? "100%" : "0%"} />
      </section>
      <Card title="Profile Information">
        <dl className={styles.details}>
          <Detail term="Name" value={[user.firstName, user.lastName].filter(Boolean).join(" ")} />
          <Detail term="Email" value={user.email} />
          <Detail term="Phone" value={user.phone} />
        </dl>
      </Card>
      {organization.isError && !organization.data ? (
        <LoadFailed text={messages.loadOrganizationFailed} onRetry={() => void organization.refetch()} />
      ) : isBusiness && hasOrganization ? (
        <BusinessSections user={user} organization={organization.data ?? null} data={data} />
      ) : null}
    </div>
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
  const invitations = useInvitations(user.roundAccountId);
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
  const products = data.products ?? [];

  return (
    <>
      <div className={styles.twoColumns}>
        <Card title="Organization Details">
          <dl className={styles.details}>
            <Detail term="Company Name" value={org.name} />
            <Detail term="Industry" value={industry} />
            <Detail term="Company Size" value={size ? companySizeLabel(size) : org.size} />
            <Detail term="Country" value={country} />
            <div className={styles.detail}>
              <dt>Website</dt>
              <dd>
                {org.website ? (
                  <UiLink
                    href={org.website}
                    target="_blank"
                    rel="noreferrer"
                    className={styles.url}
                    title={org.website}
                  >
                    {org.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
                  </UiLink>
                ) : (
                  "—"
                )}
              </dd>
            </div>
          </dl>
        </Card>
        <Card title="Business Settings">
          <dl className={styles.details}>
            <Detail term="Currency" value={settings.currency} />
            <Detail term="Time Zone" value={timezone} />
            <Detail term="Fiscal Year Start" value={fiscal} />
          </dl>
        </Card>
      </div>
      <Card title="Products & Services">
        {products.length === 0 ? (
          <EmptyState title="No products added yet" headingLevel={3} />
        ) : (
          <ul className={styles.list}>
            {products.map((product) => (
              <li key={product.id} className={styles.listItem}>
                <div>
                  <strong>{product.name}</strong>
                  {product.description ? <p className={layout.muted}>{product.description}</p> : null}
                </div>
                <span>{formatMoney(product.price, settings.currency ?? ONBOARDING_DEFAULTS.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Team Invitations">
        {invitations.isPending && user.roundAccountId ? (
          <Spinner label="Loading invitations" />
        ) : (invitations.data ?? []).length === 0 ? (
          <EmptyState title="No invitations sent yet" headingLevel={3} />
        ) : (
          <ul className={styles.list}>
            {(invitations.data ?? []).map((invitation) => (
              <li key={invitation.id} className={styles.listItem}>
                <span>{invitation.email}</span>
                <span className={layout.muted}>
                  {roleByValue(invitation.role)?.label ?? invitation.roleName}
                </span>
                <StatusBadge status={invitation.status} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function Detail({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <div className={styles.detail}>
      <dt>{term}</dt>
      <dd>{value || "—"}</dd>
    </div>
  );
}
