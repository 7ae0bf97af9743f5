import { formatDate } from "@round/ui";
import { catalogMessages } from "../../../api/catalogMessages";
import {
  useCharges,
  useCreateCharge,
  useDeleteCharge,
  useDuplicateCharge,
  useUpdateCharge,
} from "../../../hooks/charges";
import * as styles from "../Catalog.css";
import { CatalogListPage } from "../shared/CatalogListPage";
import { CreateChargeDialog } from "../shared/catalogDialogs";
import { labelOf, plural } from "../shared/catalogFormat";
import { familyFilter, useFamilyOptions } from "../shared/familyOptions";
import { FirstPrice, ItemBadges } from "../shared/itemPieces";
import { selectFilter } from "../shared/ListControls";

/** The charge types the filter offers (spec: one_time, usage_based, penalty). */
const FILTER_TYPES = ["one_time", "usage_based", "penalty"] as const;

const CHARGES = {
  path: "/catalog/charges",
  title: "Charges",
  subtitle: "One-time, usage-based and penalty charges.",
  singular: "Charge",
  noun: { one: "charge", other: "charges" },
  filterNames: ["productFamilyId", "chargeType"] as const,
  editLabel: "Edit Charge",
  deleteLabel: "Delete Charge",
  loadFailed: catalogMessages.loadChargesFailed,
  duplicateFailed: catalogMessages.duplicateChargeFailed,
  dialog: CreateChargeDialog,
  pieces: [ItemBadges, FirstPrice],
  useItems: useCharges,
  useCreate: useCreateCharge,
  useUpdate: useUpdateCharge,
  useDelete: useDeleteCharge,
  useDuplicate: useDuplicateCharge,
};

/** Charges (`/catalog/charges`, and `/catalog/charges/create` with the dialog open). */
export default function ChargesScreen({ creating = false }: { creating?: boolean }) {
  const families = useFamilyOptions();
  return (
    <CatalogListPage
      kind={CHARGES}
      creating={creating}
      archived={{ status: "archived" }}
      stats={(summary) => [
        { label: "Total Charges", value: summary?.charges.totalCharges ?? 0 },
        { label: "Active Charges", value: summary?.charges.activeCharges ?? 0 },
        { label: "One-time", value: summary?.charges.oneTimeCharges ?? 0 },
        { label: "Usage-based", value: summary?.charges.usageBasedCharges ?? 0 },
      ]}
      filters={[
        familyFilter(families.options),
        selectFilter("chargeType", "Charge Type", "All types", FILTER_TYPES),
      ]}
      card={(charge) => (
        <>
          <div className={styles.price}>
            <FirstPrice charge={charge} />
          </div>
          <ItemBadges status={charge.status} kind={charge.chargeType} />
          <p className={styles.muted}>
            {labelOf(charge.chargeModel)} · {plural(charge.pricePoints.length, "price")}
          </p>
          <p className={styles.muted}>Created {formatDate(charge.createdAt)}</p>
        </>
      )}
      columns={[
        {
          key: "type",
          header: "Type",
          cell: (charge) => <ItemBadges status={charge.status} kind={charge.chargeType} />,
        },
        { key: "model", header: "Model", cell: (charge) => labelOf(charge.chargeModel) },
        { key: "price", header: "Price", cell: (charge) => <FirstPrice charge={charge} /> },
        { key: "created", header: "Created", cell: (charge) => formatDate(charge.createdAt) },
      ]}
      renderDialog={(props) => <CreateChargeDialog {...props} families={families.state} />}
    />
  );
}
