"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { PhoneForm } from "@/components/forms/phone-form";
import { updateProfile } from "@/lib/api/profile";
import type { Profile } from "@/lib/contracts/profile";

/** The sign-up phone form, prefilled, saving to the profile. */
export function PhoneSection({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const t = useTranslations("Account.phone");
  return (
    <PhoneForm
      defaultValues={{ country_code: profile.country_code ?? "", phone_number: profile.phone_number ?? "" }}
      country={profile.country}
      submitLabel={t("save")}
      onSubmit={async (values) => {
        const { data } = await updateProfile(values);
        onSaved(data);
        toast.success(t("saved"));
      }}
    />
  );
}
