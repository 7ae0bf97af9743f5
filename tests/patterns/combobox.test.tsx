// Runs the shared combobox suite against SearchableSelect, with fixed options and with options loaded on open.
import { SearchableSelect } from "@round/ui";
import { runComboboxSuite } from "./combobox";

runComboboxSuite("SearchableSelect with options", ({ label, options, onChange }) => (
  <SearchableSelect label={label} options={options} onChange={onChange} placeholder="Select a country" />
));

runComboboxSuite("SearchableSelect with loadOptions", ({ label, options, onChange }) => (
  <SearchableSelect
    label={label}
    onChange={onChange}
    loadOptions={() => new Promise((resolve) => setTimeout(() => resolve(options), 30))}
  />
));

runComboboxSuite("SearchableSelect clearable, with hint and error", ({ label, options, onChange }) => (
  <SearchableSelect
    label={label}
    options={options}
    onChange={onChange}
    clearable
    required
    hint="Where the company is registered"
    error="Select a country"
  />
));
