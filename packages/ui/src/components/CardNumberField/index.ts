export { CardNumberField, type CardNumberFieldProps } from "./CardNumberField";
export { type CardBrand, detectCardBrand, formatCardNumber } from "./cardNumber";
