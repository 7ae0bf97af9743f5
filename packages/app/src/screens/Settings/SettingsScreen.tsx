import type { Action } from "@round/forms/schemas";
import { Banner, PageHeader, Spinner, Stack, Tabs } from "@round/ui";
import { lazy, Suspense } from "react";
import { useNavigate, useParams } from "react-router";
import { messages } from "../../api/errors";
import type { User } from "../../api/types";
import { useMe } from "../../hooks/useAccount";
import { NotAllowed } from "../../hooks/useCan";
import * as layout from "../../layouts/layout.css";
import NotFoundScreen from "../NotFound/NotFoundScreen";

const ProfileSettings = lazy(() => import("./sections/ProfileSettings"));
const OrganizationSettings = lazy(() => import("./sections/OrganizationSettings"));
const TeamSettings = lazy(() => import("./sections/TeamSettings"));
const SecuritySettings = lazy(() => import("./sections/SecuritySettings"));
const BillingSettings = lazy(() => import("./sections/BillingSettings"));
const DevelopersSettings = lazy(() => import("./sections/DevelopersSettings"));
const AuditLogSettings = lazy(() => import("./sections/AuditLogSettings"));

/**
 * The sections of Settings, each at /settings/<value> (/settings opens the first). A section that `requires`
 * an action is offered only to a role that may do it.
 */
export const SETTINGS_SECTIONS = [
  { value: "profile", label: "Profile" },
  { value: "organization", label: "Organization" },
  { value: "team", label: "Team" },
  { value: "security", label: "Security" },
  { value: "billing", label: "Billing" },
  { value: "developers", label: "Developers" },
  { value: "audit-log", label: "Audit log", requires: "viewAuditLog" },
] as const satisfies readonly { value: string; label: string; requires?: Action }[];

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]["value"];

/** What a section needs the role to allow, if anything. */
function requirement(section: (typeof SETTINGS_SECTIONS)[number]): Action | null {
  return "requires" in section ? section.requires : null;
}

function SectionBody({ section, user }: { section: SettingsSection; user: User }) {
  switch (section) {
    case "profile":
      return <ProfileSettings user={user} />;
    case "organization":
      return <OrganizationSettings user={user} />;
    case "team":
      return <TeamSettings user={user} />;
    case "security":
      return <SecuritySettings />;
    case "billing":
      return <BillingSettings />;
    case "developers":
      return <DevelopersSettings user={user} />;
    case "audit-log":
      return <AuditLogSettings user={user} />;
  }
}

/**
 * Settings: a section nav (tabs that follow the address, scrolling sideways on a phone) over the section of
 * /settings/:section, each with its own form and its one Save.
 */
export default function SettingsScreen() {
  const { section } = useParams();
  const navigate = useNavigate();
  const me = useMe();
  const current = SETTINGS_SECTIONS.find((item) => item.value === section);
  if (!current) return <NotFoundScreen />;
  if (!me.data && me.isError) return <Banner tone="error">{messages.unableToLoadUser}</Banner>;
  if (!me.data) {
    return (
      <Stack gap="lg" role="status">
        <Spinner label={null} />
        <p>Loading your settings...</p>
      </Stack>
    );
  }
  const user = me.data;
  const offered = (item: (typeof SETTINGS_SECTIONS)[number]) => {
    const action = requirement(item);
    return action === null || user.permissions.includes(action);
  };
  // A section the role may not open is left out of the tabs; its address says why instead.
  const refused = offered(current) ? null : requirement(current);
  return (
    <div className={layout.page}>
      <PageHeader
        title="Settings"
        subtitle="Your profile, your organization, your team, your security and your API keys."
      />
      <Tabs
        label="Settings sections"
        value={current.value}
        onValueChange={(value) => navigate(`/settings/${value}`)}
        items={SETTINGS_SECTIONS.filter(offered).map((item) => ({
          value: item.value,
          label: item.label,
          // Only the open section is rendered (and its code loaded).
          content:
            item.value === current.value ? (
              <Suspense fallback={<Spinner label="Loading the section" />}>
                <SectionBody section={item.value} user={user} />
              </Suspense>
            ) : null,
        }))}
      />
      {refused ? <NotAllowed action={refused} /> : null}
    </div>
  );
}
