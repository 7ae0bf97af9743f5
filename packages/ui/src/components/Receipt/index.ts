export { Receipt, type ReceiptProps } from "./Receipt";
