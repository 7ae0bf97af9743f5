import { minorUnits } from "@round/billing";
import { Button, formatMoney, IconButton, NumberField, PlusIcon, TextField, TrashIcon } from "@round/ui";
import { type FormEvent, useId, useRef, useState } from "react";
import { onboardingProductSchema } from "../../schemas/accounts/onboarding.ts";
import { ONBOARDING_DEFAULTS } from "../../schemas/constants.ts";
import { onboardingMessages } from "../../schemas/messages/onboarding.ts";
import { errorsByField, validate } from "../../schemas/validate.ts";
import { nextProductId, type OnboardingProduct } from "../OnboardingWizard/onboardingValues.ts";
import * as styles from "../shared/authForm.css.ts";

export interface ProductsStepProps {
  products: readonly OnboardingProduct[];
  onProductsChange: (products: OnboardingProduct[]) => void;
  /** The currency prices are shown in (the business settings' currency). */
  currency?: string;
  disabled?: boolean;
}

export const PRODUCT_NAME_REQUIRED = onboardingMessages.productNameRequired;

const SAMPLE = ONBOARDING_DEFAULTS.sampleProduct;

/**
 * Onboarding, Products: the form starts with the spec's sample product ('Sample Product' at 0) and 'Add
 * Product' adds what it holds; after an add the form is empty, the sample showing only as placeholders (a
 * placeholder is not a value: an empty name is refused, so a second click adds no junk product). A price has
 * at most its currency's minor digits. The list shows name, description and price, each removable.
 */
export function ProductsStep({
  products,
  onProductsChange,
  currency = "USD",
  disabled = false,
}: ProductsStepProps) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string>(SAMPLE.name);
  const [description, setDescription] = useState("");
  const [price, setPrice] = useState<number | null>(SAMPLE.price);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const add = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const result = validate(onboardingProductSchema(currency), { name, description, price });
    if (!result.ok) {
      const byField = errorsByField(result.errors);
      setErrors(byField);
      (byField.name ? nameRef : priceRef).current?.focus();
      return;
    }
    const product = result.value;
    onProductsChange([
      ...products,
      {
        id: nextProductId(products),
        name: product.name,
        description: product.description ?? "",
        price: product.price,
      },
    ]);
    setName("");
    setDescription("");
    setPrice(null);
    setErrors({});
  };

  return (
    <div className={styles.form}>
      <form className={styles.panel} noValidate aria-label="Add a product" onSubmit={add}>
        <div className={styles.row}>
          <TextField
            ref={nameRef}
            label="Product Name"
            placeholder={SAMPLE.name}
            value={name}
            error={errors.name}
            disabled={disabled}
            onChange={(event) => {
              setName(event.target.value);
              setErrors(({ name: _, ...rest }) => rest);
            }}
          />
          <NumberField
            ref={priceRef}
            label="Price"
            placeholder={formatNumberPlaceholder(currency)}
            min={0}
            step={10 ** -minorUnits(currency)}
            prefix={currency}
            value={price}
            error={errors.price}
            onValueChange={(value) => {
              setPrice(value);
              setErrors(({ price: _, ...rest }) => rest);
            }}
            disabled={disabled}
          />
        </div>
        <TextField
          label="Description"
          hint="Optional"
          value={description}
          disabled={disabled}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          icon={<PlusIcon />}
          className={styles.inlineButton}
          disabled={disabled}
        >
          Add Product
        </Button>
      </form>

      <section aria-labelledby={`${id}-list`} className={styles.fields}>
        <h3 id={`${id}-list`} className={styles.sectionTitle}>
          Your Products
        </h3>
        {products.length === 0 ? (
          <p className={styles.noteStart}>No products added yet</p>
        ) : (
          <ul className={styles.list}>
            {products.map((product) => (
              <li key={product.id} className={styles.listItem}>
                <span className={styles.listMain}>
                  <span className={styles.listTitle}>{product.name}</span>
                  {product.description ? (
                    <span className={styles.listMeta}>{product.description}</span>
                  ) : null}
                </span>
                <span className={styles.listTitle}>{formatMoney(product.price, currency)}</span>
                <IconButton
                  label={`Remove product ${product.name}`}
                  icon={<TrashIcon />}
                  size="sm"
                  variant="ghost"
                  disabled={disabled}
                  onClick={() => onProductsChange(products.filter((item) => item.id !== product.id))}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The sample price, 0, written with the currency's decimals ('0.00' for USD, '0' for JPY). */
function formatNumberPlaceholder(currency: string): string {
  return SAMPLE.price.toFixed(minorUnits(currency));
}
