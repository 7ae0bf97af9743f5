/**
 * The part of `stdnum` the app's tax id checks use (packages/forms/src/schemas/taxIds.ts): the EU VAT
 * validators, the UK VAT, the Australian ABN, the Canadian GST/HST and the US EIN, imported one by one from the
 * package's ES modules. The app's production build reads `stdnum` as this module (vite.config.ts), so a
 * customer form loads these validators rather than every country's (the whole package is ~50 KiB gzip more).
 * The server, the tests and the stories use the package itself; its index builds the same objects.
 */
import * as ad_nrt from "stdnum/lib/esm/ad/nrt";
import * as at_uid from "stdnum/lib/esm/at/uid";
import * as au_abn from "stdnum/lib/esm/au/abn";
import * as be_vat from "stdnum/lib/esm/be/vat";
import * as bg_vat from "stdnum/lib/esm/bg/vat";
import * as ca_gst from "stdnum/lib/esm/ca/gst";
import * as ch_vat from "stdnum/lib/esm/ch/vat";
import * as cy_vat from "stdnum/lib/esm/cy/vat";
import * as cz_dic from "stdnum/lib/esm/cz/dic";
import * as de_vat from "stdnum/lib/esm/de/vat";
import * as dk_cvr from "stdnum/lib/esm/dk/cvr";
import * as ee_kmkr from "stdnum/lib/esm/ee/kmkr";
import * as es_nif from "stdnum/lib/esm/es/nif";
import * as fi_alv from "stdnum/lib/esm/fi/alv";
import * as fr_tva from "stdnum/lib/esm/fr/tva";
import * as gb_vat from "stdnum/lib/esm/gb/vat";
import * as gr_vat from "stdnum/lib/esm/gr/vat";
import * as hr_oib from "stdnum/lib/esm/hr/oib";
import * as hu_anum from "stdnum/lib/esm/hu/anum";
import * as ie_vat from "stdnum/lib/esm/ie/vat";
import * as it_iva from "stdnum/lib/esm/it/iva";
import * as lt_pvm from "stdnum/lib/esm/lt/pvm";
import * as lu_tva from "stdnum/lib/esm/lu/tva";
import * as lv_pvn from "stdnum/lib/esm/lv/pvn";
import * as mt_vat from "stdnum/lib/esm/mt/vat";
import * as nl_btw from "stdnum/lib/esm/nl/btw";
import * as pl_nip from "stdnum/lib/esm/pl/nip";
import * as pt_nif from "stdnum/lib/esm/pt/nif";
import * as ro_cif from "stdnum/lib/esm/ro/cif";
import * as se_vat from "stdnum/lib/esm/se/vat";
import * as si_ddv from "stdnum/lib/esm/si/ddv";
import * as sk_dph from "stdnum/lib/esm/sk/dph";
import * as us_ein from "stdnum/lib/esm/us/ein";

export const euVat = {
  AD: [ad_nrt],
  AT: [at_uid],
  BE: [be_vat],
  BG: [bg_vat],
  CH: [ch_vat],
  HR: [hr_oib],
  CY: [cy_vat],
  DE: [de_vat],
  CZ: [cz_dic],
  DK: [dk_cvr],
  ES: [es_nif],
  EE: [ee_kmkr],
  FI: [fi_alv],
  FR: [fr_tva],
  GR: [gr_vat],
  HU: [hu_anum],
  IE: [ie_vat],
  IT: [it_iva],
  LT: [lt_pvm],
  LU: [lu_tva],
  LV: [lv_pvn],
  MT: [mt_vat],
  NL: [nl_btw],
  PL: [pl_nip],
  PT: [pt_nif],
  RO: [ro_cif],
  SE: [se_vat],
  SI: [si_ddv],
  SK: [sk_dph],
};

export const stdnum = {
  GB: { vat: gb_vat },
  AU: { abn: au_abn },
  CA: { gst: ca_gst },
  US: { ein: us_ein },
};
