import { Button, formatMoney, IconButton, NumberField, PlusIcon, TextField, TrashIcon } from "@round/ui";
import { type FormEvent, useId, useRef, useState } from "react";
import { ONBOARDING_DEFAULTS } from "../../schemas/constants.ts";
import { nextProductId, type OnboardingProduct } from "../OnboardingWizard/onboardingValues.ts";
import * as styles from "../shared/authForm.css.ts";

export interface ProductsStepProps {
  products: readonly OnboardingProduct[];
  onProductsChange: (products: OnboardingProduct[]) => void;
  /** The currency prices are shown in (the business settings' currency). */
  currency?: string;
  disabled?: boolean;
}

export const PRODUCT_NAME_REQUIRED = "Product name is required";

const SAMPLE = ONBOARDING_DEFAULTS.sampleProduct;

/**
 * Onboarding, Products: 'Add Product' adds a product (the sample product, 'Sample Product' at 0, unless its
 * name, description or price are changed first); the list shows name, description and price, each removable.
 */
export function ProductsStep({
  products,
  onProductsChange,
  currency = "USD",
  disabled = false,
}: ProductsStepProps) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string>(SAMPLE.name);
  const [description, setDescription] = useState("");
  const [price, setPrice] = useState<number | null>(SAMPLE.price);
  const [nameError, setNameError] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const trimmed = name.trim();
    if (trimmed === "") {
      setNameError(PRODUCT_NAME_REQUIRED);
      nameRef.current?.focus();
      return;
    }
    onProductsChange([
      ...products,
      { id: nextProductId(products), name: trimmed, description: description.trim(), price: price ?? 0 },
    ]);
    setName(SAMPLE.name);
    setDescription("");
    setPrice(SAMPLE.price);
  };

  return (
    <div className={styles.form}>
      <form className={styles.panel} noValidate aria-label="Add a product" onSubmit={add}>
        <div className={styles.row}>
          <TextField
            ref={nameRef}
            label="Product Name"
            value={name}
            error={nameError ?? undefined}
            disabled={disabled}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
          />
          <NumberField
            label="Price"
            min={0}
            step={0.01}
            prefix={currency}
            value={price}
            onValueChange={setPrice}
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
