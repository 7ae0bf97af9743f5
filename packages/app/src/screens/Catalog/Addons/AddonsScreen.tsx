import { ADDON_TYPES } from "@round/forms/schemas";
import { formatDate } from "@round/ui";
import { Link } from "react-router";
import { catalogMessages } from "../../../api/catalogMessages";
import {
  useAddons,
  useCreateAddon,
  useDeleteAddon,
  useDuplicateAddon,
  useUpdateAddon,
} from "../../../hooks/addons";
import * as styles from "../Catalog.css";
import { CatalogListPage } from "../shared/CatalogListPage";
import { CreateAddonDialog } from "../shared/catalogDialogs";
import { labelOf, plural } from "../shared/catalogFormat";
import { familyFilter, useFamilyOptions } from "../shared/familyOptions";
import { ItemBadges, StartingPrice } from "../shared/itemPieces";
import { selectFilter } from "../shared/ListControls";

const CUSTOM = "Custom / Contact Sales";

const ADDONS = {
  path: "/catalog/addons",
  title: "Add-ons",
  subtitle: "Optional extras customers add to their plans.",
  singular: "Add-on",
  noun: { one: "add-on", other: "add-ons" },
  filterNames: ["productFamilyId", "type"] as const,
  editLabel: "Edit",
  deleteLabel: "Delete",
  loadFailed: catalogMessages.loadAddonsFailed,
  duplicateFailed: catalogMessages.duplicateAddonFailed,
  dialog: CreateAddonDialog,
  pieces: [ItemBadges, StartingPrice],
  useItems: useAddons,
  useCreate: useCreateAddon,
  useUpdate: useUpdateAddon,
  useDelete: useDeleteAddon,
  useDuplicate: useDuplicateAddon,
};

/** Add-ons (`/catalog/addons`, and `/catalog/addons/create` with the dialog open). */
export default function AddonsScreen({ creating = false }: { creating?: boolean }) {
  const families = useFamilyOptions();
  return (
    <CatalogListPage
      kind={ADDONS}
      creating={creating}
      archived={{ status: "archived" }}
      stats={(summary) => [
        { label: "Total Add-ons", value: summary?.addons.totalAddons ?? 0 },
        { label: "Active Add-ons", value: summary?.addons.activeAddons ?? 0 },
        { label: "Recurring", value: summary?.addons.recurringAddons ?? 0 },
        { label: "Usage-based", value: summary?.addons.usageBasedAddons ?? 0 },
      ]}
      filters={[
        familyFilter(families.options),
        selectFilter("type", "Add-on Type", "All types", ADDON_TYPES),
      ]}
      menuAfter={(addon) => [
        { type: "link", label: "Settings", href: `/catalog/addons/${addon.id}/settings`, as: Link },
      ]}
      card={(addon) => (
        <>
          <div className={styles.price}>
            <StartingPrice price={addon.startingPrice} custom={CUSTOM} />
          </div>
          <ItemBadges status={addon.status} kind={addon.type} />
          <p className={styles.muted}>
            {labelOf(addon.chargeModel)} · {plural(addon.pricePoints.length, "price point")}
          </p>
          <p className={styles.muted}>Created {formatDate(addon.createdAt)}</p>
        </>
      )}
      columns={[
        {
          key: "type",
          header: "Type",
          cell: (addon) => <ItemBadges status={addon.status} kind={addon.type} />,
        },
        { key: "model", header: "Charge Model", cell: (addon) => labelOf(addon.chargeModel) },
        {
          key: "price",
          header: "Starting Price",
          cell: (addon) => <StartingPrice price={addon.startingPrice} custom={CUSTOM} />,
        },
        { key: "created", header: "Created", cell: (addon) => formatDate(addon.createdAt) },
      ]}
      renderDialog={(props) => <CreateAddonDialog {...props} families={families.state} />}
    />
  );
}
