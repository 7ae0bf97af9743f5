import type { ProductFamilyResponse } from "@round/forms/schemas";
import {
  type ActionMenuItem,
  Button,
  Card,
  Columns,
  Inline,
  Money,
  NavCard,
  PackageIcon,
  PageHeader,
  PlusIcon,
  Stack,
  StatCard,
  StatusBadge,
  TagIcon,
  Link as UiLink,
  useToast,
} from "@round/ui";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { catalogMessages } from "../../../api/catalogMessages";
import { useCatalogSummary } from "../../../hooks/catalogSummary";
import {
  useCreateProductFamily,
  useDeleteProductFamily,
  useProductFamilies,
  useUpdateProductFamily,
} from "../../../hooks/productFamilies";
import { useAccountCurrency } from "../../../hooks/useAccount";
import { useListParams } from "../../../hooks/useListParams";
import * as layout from "../../../layouts/layout.css";
import { ListBody } from "../../shared/ListBody";
import { ActionMenu } from "../../shared/listPieces";
import { preloadOn } from "../../shared/onDemand";
import { DataTable } from "../../shared/tables";
import * as styles from "../Catalog.css";
import { CreateProductFamilyDialog, DeleteDialog } from "../shared/catalogDialogs";
import { plural } from "../shared/catalogFormat";
import { ListControls } from "../shared/ListControls";

const NAVIGATION = [
  { title: "Manage Plans", description: "Subscription plans and their prices", href: "/catalog/plans" },
  { title: "Manage Add-ons", description: "Optional extras for plans", href: "/catalog/addons" },
  { title: "Manage Charges", description: "One-time, usage and penalty charges", href: "/catalog/charges" },
  { title: "Manage Coupons", description: "Discount codes and redemptions", href: "/catalog/coupons" },
];

const QUICK_ACTIONS = [
  { title: "Create Plan", description: "Start the plan wizard", href: "/catalog/plans/create" },
  { title: "Create Addon", description: "Add an optional extra", href: "/catalog/addons/create" },
  { title: "Create Charge", description: "Add a one-time or usage charge", href: "/catalog/charges/create" },
  { title: "Create Coupon", description: "Make a discount code", href: "/catalog/coupons/create" },
];

/** Whole dollars (spec: family revenue in whole USD). */
function Revenue({ family, currency }: { family: ProductFamilyResponse; currency: string }) {
  return <Money amount={family.revenue} currency={currency} maximumFractionDigits={0} />;
}

/** The catalog home (`/catalog`): figures, where to go, quick actions and the product families. */
export default function CatalogHomeScreen() {
  const list = useListParams();
  const families = useProductFamilies(list.query);
  const summary = useCatalogSummary();
  const createFamily = useCreateProductFamily();
  const updateFamily = useUpdateProductFamily();
  const deleteFamily = useDeleteProductFamily();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ProductFamilyResponse | null>(null);
  const [deleting, setDeleting] = useState<ProductFamilyResponse | null>(null);
  const figures = summary.data?.catalog;
  const accountCurrency = useAccountCurrency();
  const currency = summary.data?.currency ?? accountCurrency;
  const total = list.narrowed ? figures?.productFamilies : families.data?.totalCount;

  const menu = (family: ProductFamilyResponse): ActionMenuItem[] => [
    { type: "link", label: "View Details", href: `/catalog/families/${family.id}`, as: Link },
    { label: "Edit Family", onSelect: () => setEditing(family) },
    { type: "link", label: "Settings", href: `/catalog/families/${family.id}/settings`, as: Link },
    { type: "separator" },
    { label: "Delete Family", destructive: true, onSelect: () => setDeleting(family) },
  ];
  const nameLink = (family: ProductFamilyResponse) => (
    <UiLink href={`/catalog/families/${family.id}`} as={Link} tone="inherit" underline="hover">
      {family.name}
    </UiLink>
  );

  return (
    <div className={layout.page}>
      <PageHeader
        title="Product Catalog"
        subtitle="Product families, plans, add-ons, charges and coupons."
        actions={
          <Inline gap="sm">
            <Button variant="secondary" onClick={() => navigate("/catalog/settings")}>
              Catalog Settings
            </Button>
            <Button onClick={() => setCreating(true)} {...preloadOn(CreateProductFamilyDialog)}>
              Create Product Family
            </Button>
          </Inline>
        }
      />
      <section aria-label="Catalog summary" className={layout.fourStats}>
        <StatCard label="Total Products" value={figures?.totalProducts ?? 0} loading={summary.isPending} />
        <StatCard label="Active Products" value={figures?.activeProducts ?? 0} loading={summary.isPending} />
        <StatCard
          label="Monthly Revenue"
          value={
            <Money amount={figures?.monthlyRevenue ?? 0} currency={currency} maximumFractionDigits={0} />
          }
          loading={summary.isPending}
        />
        <StatCard
          label="Product Families"
          value={figures?.productFamilies ?? 0}
          loading={summary.isPending}
        />
      </section>
      <Stack as="section" aria-labelledby="catalog-manage" gap="lg">
        <h2 id="catalog-manage" className={styles.sectionTitle}>
          Manage
        </h2>
        <div className={styles.navCards}>
          {NAVIGATION.map((card) => (
            <NavCard key={card.href} {...card} as={Link} icon={<PackageIcon size={20} />} />
          ))}
        </div>
      </Stack>
      <Stack as="section" aria-labelledby="catalog-quick" gap="lg">
        <h2 id="catalog-quick" className={styles.sectionTitle}>
          Quick Actions
        </h2>
        <div className={styles.navCards}>
          {QUICK_ACTIONS.map((card) => (
            <NavCard key={card.href} {...card} as={Link} icon={<PlusIcon size={20} />} />
          ))}
        </div>
      </Stack>
      <Stack as="section" aria-labelledby="catalog-families" gap="lg">
        <h2 id="catalog-families" className={styles.sectionTitle}>
          Product Families
        </h2>
        <ListControls
          list={list}
          searchLabel="Search product families"
          count={families.data?.totalCount}
          total={total}
          noun={{ one: "family", other: "families" }}
        />
        <ListBody
          list={list}
          query={families}
          loadingLabel="Loading product families"
          errorTitle={catalogMessages.loadFamiliesFailed}
          emptyTitle="No product families found"
          emptyHint="Create your first product family to get started"
          emptyAction={{
            label: "Create Your First Product Family",
            onClick: () => setCreating(true),
            preload: CreateProductFamilyDialog,
          }}
          preload={[CreateProductFamilyDialog, DeleteDialog]}
          renderGrid={(items) => (
            <Columns as="ul" aria-label="Product families">
              {items.map((family) => (
                <li key={family.id}>
                  <Card
                    className={styles.itemCard}
                    title={nameLink(family)}
                    headingLevel={3}
                    actions={<ActionMenu items={menu(family)} label={`Actions for ${family.name}`} />}
                  >
                    <Stack gap="sm">
                      <p className={styles.description}>{family.description}</p>
                      <Inline gap="xs">
                        <StatusBadge status={family.status} />
                        <StatusBadge status="info" label={family.category} />
                      </Inline>
                      <Inline gap="md" justify="between">
                        <Inline gap="xs" className={styles.muted}>
                          <TagIcon size={14} /> {plural(family.productCount, "product")}
                        </Inline>
                        <span>
                          <Revenue family={family} currency={currency} />
                          <span className={styles.muted}>/mo</span>
                        </span>
                      </Inline>
                    </Stack>
                  </Card>
                </li>
              ))}
            </Columns>
          )}
          renderList={(items) => (
            <DataTable
              aria-label="Product family list"
              rows={items}
              getRowId={(family) => family.id}
              manualSorting
              columns={[
                {
                  key: "name",
                  header: "Product Family",
                  cell: (family) => <span className={styles.nameCell}>{nameLink(family)}</span>,
                },
                { key: "category", header: "Category", cell: (family) => family.category },
                { key: "products", header: "Products", align: "end", cell: (family) => family.productCount },
                {
                  key: "revenue",
                  header: "Monthly Revenue",
                  align: "end",
                  cell: (family) => <Revenue family={family} currency={currency} />,
                },
                { key: "status", header: "Status", cell: (family) => <StatusBadge status={family.status} /> },
                {
                  key: "actions",
                  header: "Actions",
                  align: "end",
                  width: 64,
                  cell: (family) => <ActionMenu items={menu(family)} label={`Actions for ${family.name}`} />,
                },
              ]}
            />
          )}
        />
      </Stack>
      <CreateProductFamilyDialog
        open={creating}
        onOpenChange={setCreating}
        onSubmit={async (values) => {
          await createFamily.mutateAsync(values);
        }}
        onSuccess={() => toast({ kind: "success", title: "Product family created" })}
      />
      {editing ? (
        <CreateProductFamilyDialog
          key={editing.id}
          open
          mode="edit"
          initialValues={editing}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          onSubmit={async (values) => {
            await updateFamily.mutateAsync({ id: editing.id, values });
          }}
          onSuccess={() => toast({ kind: "success", title: "Product family updated" })}
        />
      ) : null}
      <DeleteDialog
        item={deleting}
        title="Delete Family"
        onClose={() => setDeleting(null)}
        onDelete={async (id) => {
          await deleteFamily.mutateAsync(id);
          toast({ kind: "success", title: "Product family deleted" });
        }}
      />
    </div>
  );
}
