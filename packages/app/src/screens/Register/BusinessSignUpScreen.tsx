import { BusinessSignUpWizard } from "@round/forms";
import { useToast } from "@round/ui";
import { Link, useNavigate } from "react-router";
import { messages } from "../../api/errors";
import { registerBusiness } from "../../api/identities";
import { useReferenceLoaders } from "../../hooks/useReference";
import type { ConfirmationPendingState } from "../Confirmation/ConfirmationPendingScreen";

/** The three-step business sign-up; the server keeps the company and billing details until confirmation. */
export default function BusinessSignUpScreen() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const loaders = useReferenceLoaders();
  return (
    <BusinessSignUpWizard
      linkAs={Link}
      loadCountries={loaders.loadCountries}
      loadCurrencies={loaders.loadCurrencies}
      loadIndustries={loaders.loadIndustries}
      loadCompanySizes={loaders.loadCompanySizes}
      onSubmit={async (values) => {
        const company = values.companyInfo;
        await registerBusiness({
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: values.phone,
          password: values.password,
          companyName: company.companyName,
          registrationNumber: company.registrationNumber,
          taxId: company.taxId,
          currency: company.currency,
          industry: company.industry,
          businessType: company.businessType,
          website: company.website,
          employeeCount: company.employeeCount,
          description: company.description,
          billingAddress: values.billingAddress,
        });
        const state: ConfirmationPendingState = {
          email: values.email,
          accountType: "business",
          hasBusinessData: true,
        };
        toast({ kind: "success", title: messages.registrationSuccess });
        navigate("/auth/confirmation-pending", { replace: true, state });
      }}
    />
  );
}
