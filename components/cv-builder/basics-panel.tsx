"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { CV_PROFILES_MAX } from "@/lib/contracts/cv-document";
import { displayUrl } from "@/lib/cv/layout";
import { useEditor } from "./editor-context";
import { idsOf, newItemId, type ListRef } from "./editor-state";
import { CountryInput } from "./fields";
import { TextInput } from "./text-input";
import { DragHandle, SortableList, useSortableItem } from "./sortable";
import { hasErrorUnder } from "./validation";

type Profile = { network?: string; username?: string; url?: string };

const PROFILES: ListRef = { kind: "profiles" };

const profileName = (profile: Profile) => profile.network?.trim() || profile.username?.trim() || (profile.url ? displayUrl(profile.url) : "");

function ProfileRow({ id, index, profile }: { id: string; index: number; profile: Profile }) {
  const t = useTranslations("CvBuilder");
  const { dispatch, errors, focusId, clearFocus } = useEditor();
  const { bindItem, bindHandle, handleProps, style, isDragging } = useSortableItem(id);
  const name = profileName(profile) || t("editor.newProfile");
  const set = (key: keyof Profile, value: string) => dispatch({ type: "field", path: ["basics", "profiles", index, key], value });
  const error = (key: keyof Profile) => errors[`basics.profiles.${index}.${key}`];
  const focus = focusId === id;
  useEffect(() => {
    if (focus) clearFocus();
  }, [focus, clearFocus]);
  return (
    <li ref={bindItem} style={style} className={clsx("flex items-start gap-1 rounded-xl border border-gray-200 bg-white p-2", isDragging && "shadow-xl")}>
      <DragHandle bind={bindHandle} handleProps={handleProps} label={t("editor.moveProfile", { profile: name })} className="mt-6" />
      <div className="grid min-w-0 flex-1 gap-3 mobile:grid-cols-2">
        <TextInput
          label={t("fields.profiles.network")}
          value={profile.network}
          onChange={(value) => set("network", value)}
          error={error("network")}
          autoFocus={focus}
          placeholder={t("editor.networkPlaceholder")}
        />
        <TextInput label={t("fields.profiles.username")} value={profile.username} onChange={(value) => set("username", value)} error={error("username")} />
        <TextInput
          label={t("fields.profiles.url")}
          kind="url"
          value={profile.url}
          onChange={(value) => set("url", value)}
          error={error("url")}
          className="col-span-full"
        />
      </div>
      <button
        type="button"
        onClick={() => dispatch({ type: "remove", list: PROFILES, index })}
        aria-label={t("editor.removeProfile", { profile: name })}
        className="mt-6 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-gray-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </li>
  );
}

/** The person: name, headline, contact details, summary, where they live and their profiles online. */
export function BasicsPanel() {
  const t = useTranslations("CvBuilder");
  const { state, dispatch, errors, reveal } = useEditor();
  const bodyId = useId();
  const headingId = useId();
  const [open, setOpen] = useState(true);
  const basics = state.document.basics ?? {};
  const profiles = (basics.profiles ?? []) as Profile[];
  const ids = idsOf(state, PROFILES);
  const shown = open || hasErrorUnder(errors, "basics");
  const set = (path: (string | number)[], value: string) => dispatch({ type: "field", path: ["basics", ...path], value });
  const error = (path: string) => errors[`basics.${path}`];
  const text = (key: "name" | "label" | "email" | "phone" | "url" | "summary", props: { kind?: "text" | "multiline" | "url" | "email" | "tel"; autoComplete?: string; wide?: boolean } = {}) => (
    <TextInput
      label={t(`fields.basics.${key}`)}
      kind={props.kind}
      autoComplete={props.autoComplete}
      value={basics[key]}
      onChange={(value) => set([key], value)}
      error={error(key)}
      className={props.wide ? "col-span-full" : undefined}
    />
  );
  const place = (key: "address" | "postalCode" | "city" | "region", autoComplete: string) => (
    <TextInput label={t(`fields.basics.${key}`)} autoComplete={autoComplete} value={basics.location?.[key]} onChange={(value) => set(["location", key], value)} error={error(`location.${key}`)} />
  );

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-gray-200">
      <h2 id={headingId}>
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={bodyId}
          onClick={() => setOpen(!shown)}
          className="flex w-full items-center gap-2 rounded-t-2xl px-4 py-3 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="flex-1 text-lg font-semibold text-gray-900">{t("editor.basics")}</span>
          <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className={clsx("size-5 text-gray-500 transition-transform", shown && "rotate-180")}>
            <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </h2>
      <div id={bodyId} hidden={!shown} className="flex flex-col gap-5 border-t border-gray-100 p-4">
        <div className="grid gap-4 mobile:grid-cols-2">
          {text("name", { autoComplete: "name" })}
          {text("label")}
          {text("email", { kind: "email", autoComplete: "email" })}
          {text("phone", { kind: "tel", autoComplete: "tel" })}
          {text("url", { kind: "url", autoComplete: "url", wide: true })}
          {text("summary", { kind: "multiline", wide: true })}
        </div>
        <fieldset className="grid gap-4 mobile:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-gray-900">{t("editor.location")}</legend>
          {place("address", "street-address")}
          {place("postalCode", "postal-code")}
          {place("city", "address-level2")}
          {place("region", "address-level1")}
          <CountryInput
            label={t("fields.basics.countryCode")}
            value={basics.location?.countryCode}
            onChange={(value) => set(["location", "countryCode"], value)}
            error={error("location.countryCode")}
            className="col-span-full"
          />
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-gray-900">{t("editor.profiles")}</legend>
          {profiles.length > 0 ? (
            <SortableList
              ids={ids}
              labelOf={(id) => profileName(profiles[ids.indexOf(id)] ?? {}) || t("editor.newProfile")}
              onMove={(from, to) => dispatch({ type: "move", list: PROFILES, from, to })}
            >
              <ul className="flex flex-col gap-2">
                {profiles.map((profile, index) => {
                  const id = ids[index] ?? `profile-${index}`;
                  return <ProfileRow key={id} id={id} index={index} profile={profile} />;
                })}
              </ul>
            </SortableList>
          ) : null}
          <Button
            variant="secondary"
            className="self-start"
            disabled={profiles.length >= CV_PROFILES_MAX}
            onClick={() => {
              const id = newItemId();
              dispatch({ type: "add", list: PROFILES, item: {}, id });
              reveal(id);
            }}
          >
            <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
            </svg>
            {t("editor.addProfile")}
          </Button>
        </fieldset>
      </div>
    </section>
  );
}
