import { Checkbox, KeyValueEditor, SearchableSelect, Select, Switch, TagInput, TextField } from "@round/ui";
import type { FocusEvent } from "react";
import {
  CUSTOMER_LIMITS,
  CUSTOMER_STATUSES,
  type CustomerFormInput,
  customerFormSchema,
  defaultDisplayName,
  EMAIL_PREFERENCE_LABELS,
  type EmailPreferences,
  isCustomerAddressEmpty,
  MESSAGES,
  timeZoneOptions,
} from "../../../schemas/index.ts";
import {
  type CatalogBodyProps,
  CatalogFormFrame,
  type CatalogTexts,
  catalogTexts,
} from "../../catalog/CatalogDialog.tsx";
import * as layout from "../../catalog/catalog.css.ts";
import { type CatalogDialogPropsOf, catalogDialog } from "../../catalog/catalogBody.tsx";
import { optionsOf } from "../../catalog/shared.tsx";
import type { CatalogForm } from "../../catalog/useCatalogForm.ts";
import type { OptionsLoader } from "../../shared/bodyHelpers.ts";
import { firstErrorUnder, useCustomerBody } from "../customerBody.tsx";
import * as styles from "../customers.css.ts";
import {
  type CustomerFormValues,
  type CustomerRecord,
  currencyChoices,
  customerInput,
  customerValuesFromResponse,
  customFieldErrors,
  customFieldRowErrors,
  emptyCustomerValues,
  rowPath,
  testClockInput,
  touchedRowPaths,
} from "./customerValues.ts";
import { TaxFields } from "./TaxFields.tsx";

export const CUSTOMER_TEXTS: CatalogTexts = catalogTexts("Customer", "customer", {
  createTitle: "Add Customer",
  createLabel: "Add Customer",
  creatingLabel: "Adding...",
});
/** The failure texts of the create and edit dialogs. */
export const CUSTOMER_FAILURE = CUSTOMER_TEXTS.createFailure;
export const CUSTOMER_UPDATE_FAILURE = CUSTOMER_TEXTS.editFailure;

export const CUSTOMER_STATUS_LABELS: Readonly<Record<string, string>> = {
  active: "Active",
  inactive: "Inactive",
  suspended: "Suspended",
  cancelled: "Cancelled",
};

const statusOptions = optionsOf(CUSTOMER_STATUSES, CUSTOMER_STATUS_LABELS);
const ADDRESS_HINT = "Optional. Once started, it needs line 1, city, state, ZIP code and country.";

export interface CustomerFormProps extends CatalogBodyProps<CustomerFormInput> {
  /** The customer being edited, as the API answered it (`customerResponse`). */
  initialValues?: CustomerRecord;
  /** The countries offered in the addresses; their values are ISO 3166 alpha-2 codes. */
  loadCountries: OptionsLoader;
  /**
   * The account's test clocks (`GET /api/test-clocks`), as options: given, the body offers 'Test clock'. An
   * edited customer's clock can change only while its record says `testClockChangeable` (no subscriptions
   * and no invoices yet); otherwise it is shown read-only with the reason.
   */
  loadTestClocks?: OptionsLoader;
}

const TEST_CLOCK_HINTS = {
  open: "Optional. A rehearsal: the customer lives at the clock's time, stays out of the account's figures and is deleted with the clock.",
  fixed:
    "Fixed: this customer has subscriptions or invoices, and a customer's test clock cannot change once its billing has begun.",
  checking: "Checking whether this customer's test clock can still change...",
} as const;

/** 'Test clock': a pick of the account's clocks, or read-only with the reason once the customer is billed. */
function TestClockField({
  form,
  loadTestClocks,
  mode,
  record,
}: {
  form: CatalogForm<CustomerFormValues>;
  loadTestClocks: OptionsLoader;
  mode: "create" | "edit";
  record: CustomerRecord | undefined;
}) {
  const changeable = mode === "create" ? true : record?.testClockChangeable;
  const hint =
    changeable === undefined
      ? TEST_CLOCK_HINTS.checking
      : changeable
        ? TEST_CLOCK_HINTS.open
        : TEST_CLOCK_HINTS.fixed;
  return (
    <SearchableSelect
      id={form.id("testClockId")}
      label="Test clock"
      placeholder="None (a live customer)"
      clearable={changeable === true}
      disabled={changeable !== true}
      loadOptions={loadTestClocks}
      loadErrorText="Failed to load test clocks"
      emptyText="No test clocks yet: create one in Settings, Billing"
      value={form.values.testClockId || null}
      onChange={(value) => form.set("testClockId", value ?? "")}
      error={form.error("testClockId")}
      hint={hint}
    />
  );
}

type AddressPrefix = "billingAddress" | "shippingAddress";

function AddressFields({
  form,
  prefix,
  loadCountries,
}: {
  form: CatalogForm<CustomerFormValues>;
  prefix: AddressPrefix;
  loadCountries: OptionsLoader;
}) {
  // Nothing is required until the address is started; then its rules apply (customerSchema).
  const started = !isCustomerAddressEmpty(form.values[prefix]);
  const countryPath = `${prefix}.country`;
  return (
    <div className={styles.columns}>
      <TextField
        label="Address line 1"
        required={started}
        autoComplete="off"
        className={styles.span}
        {...form.field(`${prefix}.line1`)}
      />
      <TextField
        label="Address line 2"
        autoComplete="off"
        className={styles.span}
        {...form.field(`${prefix}.line2`)}
      />
      <TextField label="City" required={started} autoComplete="off" {...form.field(`${prefix}.city`)} />
      <TextField label="State" required={started} autoComplete="off" {...form.field(`${prefix}.state`)} />
      <TextField label="ZIP code" required={started} autoComplete="off" {...form.field(`${prefix}.zip`)} />
      <SearchableSelect
        id={form.id(countryPath)}
        label="Country"
        placeholder="Select a country"
        required={started}
        clearable
        loadOptions={loadCountries}
        loadErrorText="Failed to load countries"
        value={form.values[prefix].country || null}
        onChange={(value) => form.set(countryPath, value ?? "")}
        error={form.error(countryPath)}
      />
    </div>
  );
}

/** Reads which cell of the custom fields editor lost focus from its input's id ('…-customFields-2-key'). */
function blurredRow(event: FocusEvent<HTMLElement>): { index: number; cell: "key" | "value" } | undefined {
  const match = /-(\d+)-(key|value)$/.exec((event.target as HTMLElement).id ?? "");
  return match ? { index: Number(match[1]), cell: match[2] as "key" | "value" } : undefined;
}

/**
 * The body of 'Add Customer' and 'Edit Customer': contact, billing and shipping addresses (shipping may be
 * the billing one), tax (status and tax IDs), preferences (status, currency, locale, time zone, portal access, auto collection, the
 * emails the customer receives), tags and custom fields. The rules and messages are `customerSchema`'s;
 * custom fields are edited as rows and sent as a record, with blank and repeated names refused.
 */
export function CustomerForm({ loadCountries, loadTestClocks, ...props }: CustomerFormProps) {
  const recordedClock = props.initialValues?.testClockId;
  const { form, frame } = useCustomerBody(props, {
    idPrefix: "customer",
    texts: CUSTOMER_TEXTS,
    schema: customerFormSchema,
    empty: emptyCustomerValues,
    fromResponse: customerValuesFromResponse,
    toInput: (values: CustomerFormValues) => ({
      ...customerInput(values),
      ...(loadTestClocks ? testClockInput(values.testClockId, recordedClock) : {}),
    }),
    extraErrors: (values: CustomerFormValues) => customFieldErrors(values.customFields),
  });
  const { values } = form;
  const billingHintId = `${frame.formId}-billing-hint`;
  const shippingHintId = `${frame.formId}-shipping-hint`;
  const currencyOptions = optionsOf(currencyChoices(values.currency));

  return (
    <CatalogFormFrame {...frame}>
      <fieldset className={layout.group}>
        <legend className={layout.legend}>Contact</legend>
        <div className={styles.columns}>
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="off"
            className={styles.span}
            {...form.field("email")}
          />
          <TextField label="First name" autoComplete="off" {...form.field("firstName")} />
          <TextField label="Last name" autoComplete="off" {...form.field("lastName")} />
          <TextField
            label="Display name"
            autoComplete="off"
            hint="Leave empty to use the name (else the company, else the email)"
            placeholder={defaultDisplayName(values)}
            {...form.field("displayName")}
          />
          <TextField label="Company" autoComplete="off" {...form.field("company")} />
          <TextField label="Phone" type="tel" autoComplete="off" {...form.field("phone")} />
          <TextField label="Tax number" autoComplete="off" {...form.field("taxNumber")} />
        </div>
      </fieldset>

      <fieldset className={layout.group} aria-describedby={billingHintId}>
        <legend className={layout.legend}>Billing address</legend>
        <p id={billingHintId} className={layout.hint}>
          {ADDRESS_HINT}
        </p>
        <AddressFields form={form} prefix="billingAddress" loadCountries={loadCountries} />
      </fieldset>

      <fieldset className={layout.group} aria-describedby={values.sameAsBilling ? undefined : shippingHintId}>
        <legend className={layout.legend}>Shipping address</legend>
        <Checkbox
          label="Same as billing address"
          {...form.switchField("sameAsBilling")}
          onCheckedChange={(checked) =>
            form.update(
              (current) => ({ ...current, sameAsBilling: checked }),
              ["sameAsBilling", "shippingAddress"],
            )
          }
        />
        {values.sameAsBilling ? null : (
          <>
            <p id={shippingHintId} className={layout.hint}>
              {ADDRESS_HINT}
            </p>
            <AddressFields form={form} prefix="shippingAddress" loadCountries={loadCountries} />
          </>
        )}
      </fieldset>

      <TaxFields form={form} />

      <fieldset className={layout.group}>
        <legend className={layout.legend}>Preferences</legend>
        <div className={styles.columns}>
          <Select label="Status" options={statusOptions} {...form.valueField<string>("status")} />
          <Select
            label="Currency"
            placeholder="Account default"
            options={currencyOptions}
            {...form.valueField<string>("currency")}
          />
          <TextField
            label="Locale"
            autoComplete="off"
            placeholder="en-US"
            hint="A language tag, such as en-US or fr-CA"
            {...form.field("locale")}
          />
          <SearchableSelect
            id={form.id("timezone")}
            label="Time zone"
            placeholder="Select a time zone"
            clearable
            options={timeZoneOptions()}
            value={values.timezone || null}
            onChange={(value) => form.set("timezone", value ?? "")}
            error={form.error("timezone")}
          />
          {loadTestClocks ? (
            <TestClockField
              form={form}
              loadTestClocks={loadTestClocks}
              mode={props.mode ?? "create"}
              record={props.initialValues}
            />
          ) : null}
        </div>
        <div className={layout.switches}>
          <Switch
            label="Portal access"
            description="The customer can sign in to the customer portal"
            {...form.switchField("portalAccess")}
          />
          <Switch
            label="Auto collection"
            description="Charge the default payment method when an invoice is raised"
            {...form.switchField("autoCollection")}
          />
        </div>
        <fieldset className={layout.group}>
          <legend className={layout.legend}>Email preferences</legend>
          <div className={styles.checkboxes}>
            {(Object.keys(EMAIL_PREFERENCE_LABELS) as (keyof EmailPreferences)[]).map((key) => (
              <Checkbox
                key={key}
                label={EMAIL_PREFERENCE_LABELS[key]}
                {...form.switchField(`emailPreferences.${key}`)}
              />
            ))}
          </div>
        </fieldset>
      </fieldset>

      <div className={layout.group}>
        <TagInput
          id={form.id("tags")}
          label="Tags"
          placeholder="Add a tag"
          hint="Press Enter or type a comma to add a tag"
          value={values.tags}
          onChange={(tags) => form.set("tags", tags)}
          maxTags={CUSTOMER_LIMITS.tags}
          maxLength={CUSTOMER_LIMITS.tagLength}
          tooLongMessage={() => MESSAGES.customer.tagTooLong}
          tooManyMessage={() => MESSAGES.customer.tooManyTags}
          error={firstErrorUnder(form.errors, "tags")}
        />
      </div>

      {/* Each cell is checked as it loses focus (the editor reports no blur of its own). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: it only listens to the focus leaving the editor's own inputs */}
      <div
        className={layout.group}
        onBlur={(event) => {
          const cell = blurredRow(event);
          if (cell) form.blur(rowPath(cell.index, cell.cell));
        }}
      >
        <KeyValueEditor
          id={form.id("customFields")}
          label="Custom fields"
          hint="Details of your own about the customer, such as an account manager or a contract number"
          keyLabel="Name"
          valueLabel="Value"
          inputLabel={(column, row) => `Field ${column.toLowerCase()} ${row}`}
          value={values.customFields}
          onChange={(rows) =>
            form.update(
              (current) => ({ ...current, customFields: rows }),
              touchedRowPaths(values.customFields, rows),
            )
          }
          errors={customFieldRowErrors(values.customFields, form.errors)}
          maxRows={CUSTOMER_LIMITS.customFields}
        />
      </div>
    </CatalogFormFrame>
  );
}

export interface CustomerDialogProps extends CatalogDialogPropsOf<CustomerFormProps> {}

/** 'Add Customer' (or 'Edit Customer') in a large Modal, with Cancel and the submit button in its footer. */
export const CustomerDialog = catalogDialog(CustomerForm, CUSTOMER_TEXTS, "lg");
CustomerDialog.displayName = "CustomerDialog";
