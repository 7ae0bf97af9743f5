import {
  AppShell,
  Breadcrumbs,
  CreditCardIcon,
  FileIcon,
  HelpIcon,
  HomeIcon,
  LogoutIcon,
  PackageIcon,
  RocketIcon,
  SettingsIcon,
  Sidebar,
  type SidebarItem,
  Spinner,
  UsersIcon,
  useToast,
} from "@round/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useMemo, useState } from "react";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { queryClient } from "../queryClient";
import { useAuth } from "../session/AuthProvider";
import { Logo } from "./Logo";
import { NoTrail, RecordCrumbs, useRecordCrumbState } from "./recordCrumbs";

/** Labels of path segments for the breadcrumb bar (the spec's navigation and its hinted areas). */
export const breadcrumbLabels: Record<string, string> = {
  dashboard: "Dashboard",
  customers: "Customers",
  billing: "Billing",
  invoices: "Invoices",
  "credit-notes": "Credit notes",
  catalog: "Catalog",
  plans: "Plans",
  addons: "Add-ons",
  charges: "Charges",
  coupons: "Coupons",
  families: "Product Families",
  settings: "Settings",
  profile: "Profile",
  organization: "Organization",
  team: "Team",
  security: "Security",
  "get-started": "Get Started",
  help: "Help & Support",
  create: "Create",
  new: "New",
  revenue: "Revenue Analytics",
  "ai-assistant": "AI Assistant",
  pricing: "Pricing",
  integrations: "Integrations",
  orders: "Orders",
  products: "Products",
  quotes: "Quotes",
  contracts: "Contracts",
};

export function navigationItems(onboardingOpen: boolean): SidebarItem[] {
  return [
    { id: "dashboard", label: "Dashboard", href: "/dashboard", icon: <HomeIcon size={20} /> },
    { id: "customers", label: "Customers", href: "/customers", icon: <UsersIcon size={20} /> },
    { id: "billing", label: "Billing", href: "/billing", icon: <CreditCardIcon size={20} /> },
    { id: "invoices", label: "Invoices", href: "/invoices", icon: <FileIcon size={20} /> },
    {
      id: "catalog",
      label: "Catalog",
      href: "/catalog",
      icon: <PackageIcon size={20} />,
      openForPathPrefix: "/catalog",
      children: [
        { id: "catalog-home", label: "Product Families", href: "/catalog", icon: <PackageIcon size={18} /> },
        { id: "catalog-plans", label: "Plans", href: "/catalog/plans", icon: <PackageIcon size={18} /> },
        { id: "catalog-addons", label: "Add-ons", href: "/catalog/addons", icon: <PackageIcon size={18} /> },
        {
          id: "catalog-charges",
          label: "Charges",
          href: "/catalog/charges",
          icon: <PackageIcon size={18} />,
        },
        {
          id: "catalog-coupons",
          label: "Coupons",
          href: "/catalog/coupons",
          icon: <PackageIcon size={18} />,
        },
      ],
    },
    {
      id: "get-started",
      label: "Get Started",
      href: "/get-started",
      icon: <RocketIcon size={20} />,
      ...(onboardingOpen ? { badge: "Setup" } : {}),
    },
    { id: "settings", label: "Settings", href: "/settings", icon: <SettingsIcon size={20} /> },
    { id: "help", label: "Help & Support", href: "/help", icon: <HelpIcon size={20} /> },
  ];
}

/** Protected screens: the sidebar, the breadcrumb bar and the screen. */
export default function AppLayout() {
  const { user, logout } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const items = useMemo(() => navigationItems(!user?.onboardingCompleted), [user?.onboardingCompleted]);
  // Record pages name their own paths (a plan's name rather than its id).
  const [recordLabels, setRecordLabel] = useRecordCrumbState();
  const labels = useMemo(() => ({ ...breadcrumbLabels, ...recordLabels }), [recordLabels]);
  // A path the not-found screen has claimed: no trail is made up from its segments.
  const [noTrailPath, setNoTrailPath] = useState<string | null>(null);

  async function signOut() {
    await logout();
    queryClient.clear();
    toast({ kind: "success", title: "Logout successful" });
    navigate("/auth/login", { replace: true });
  }

  return (
    <QueryClientProvider client={queryClient}>
      <RecordCrumbs.Provider value={setRecordLabel}>
        <NoTrail.Provider value={setNoTrailPath}>
          <AppShell
            sidebar={
              <Sidebar
                items={items}
                currentPath={pathname}
                linkAs={Link}
                brand={<Logo />}
                footerItems={[
                  { id: "logout", label: "Logout", icon: <LogoutIcon size={20} />, onSelect: signOut },
                ]}
              />
            }
            breadcrumbs={
              noTrailPath === pathname ? null : <Breadcrumbs path={pathname} labels={labels} linkAs={Link} />
            }
          >
            <Suspense fallback={<Spinner label="Loading the page" />}>
              <Outlet />
            </Suspense>
          </AppShell>
        </NoTrail.Provider>
      </RecordCrumbs.Provider>
    </QueryClientProvider>
  );
}
