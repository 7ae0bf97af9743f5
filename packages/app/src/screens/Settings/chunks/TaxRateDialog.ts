// One on-demand chunk (see ../sections/TaxRatesCard).
export { TaxRateDialog as default } from "@round/forms";
