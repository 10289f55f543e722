import { escapeHtml } from "./index";

// The markup of Greenhouse's hosted job board (job-boards.greenhouse.io, the React form of 2024 on),
// with the ids, classes and aria wiring of the live page: plain inputs for text, React-Select
// comboboxes for single choices (their options exist only while the menu is open), hidden file
// inputs under "Attach" buttons, checkbox fieldsets, the EEOC block and the reCAPTCHA widgets.

export type QuestionType = "input_text" | "textarea" | "multi_value_single_select" | "multi_value_multi_select";
export type Option = { value: string; label: string };
export type Question = { id: string; label: string; type: QuestionType; required: boolean; options?: Option[] };
export type Captcha = "none" | "invisible" | "visible" | "challenge";

export type PostingForm = {
  captcha: Captcha;
  location: { required: boolean };
  coverLetter: { required: boolean };
  questions: Question[];
  eeoc: boolean;
  consent: { id: string; label: string; required: boolean } | null;
  closed: boolean;
};

/** The US EEOC block Greenhouse adds to every form of a board that turns it on. */
export const EEOC_QUESTIONS: Question[] = [
  { id: "gender", label: "Gender", type: "multi_value_single_select", required: false, options: labels("Male", "Female", "Decline To Self Identify") },
  { id: "hispanic_ethnicity", label: "Are you Hispanic/Latino?", type: "multi_value_single_select", required: false, options: labels("Yes", "No", "Decline To Self Identify") },
  {
    id: "veteran_status",
    label: "Veteran Status",
    type: "multi_value_single_select",
    required: false,
    options: labels("I am not a protected veteran", "I identify as one or more of the classifications of protected veteran", "I don't wish to answer"),
  },
  {
    id: "disability_status",
    label: "Disability Status",
    type: "multi_value_single_select",
    required: false,
    options: labels("Yes, I have a disability, or have had one in the past", "No, I do not have a disability and have not had one in the past", "I do not want to answer"),
  },
];

/** React-Select knows its options by label on the page; the replica does too. */
function labels(...texts: string[]): Option[] {
  return texts.map((text) => ({ value: text, label: text }));
}

/** Cities the location typeahead offers (the live form asks a places service). */
export const LOCATION_SUGGESTIONS = [
  "Amsterdam, North Holland, Netherlands",
  "Berlin, Berlin, Germany",
  "Dublin, County Dublin, Ireland",
  "Lisbon, Lisbon, Portugal",
  "London, England, United Kingdom",
  "Munich, Bavaria, Germany",
  "New York, New York, United States",
  "Toronto, Ontario, Canada",
];

export const SITE_KEY = "6LfmcbcpAAAAAChNTbhUShzUOAMj_replica";

const asterisk = (required: boolean) => (required ? '<span aria-hidden="true">*</span>' : "");

function textField(id: string, label: string, required: boolean, { multiline = false, autocomplete = "", type = "text" } = {}) {
  const common = `id="${id}" class="input ${multiline ? "input__multi-line" : "input__single-line"}" aria-label="${escapeHtml(label)}" aria-describedby="${id}-description ${id}-error ${id}-help" aria-invalid="false" aria-errormessage="${id}-error" aria-required="${required}"`;
  const control = multiline
    ? `<textarea ${common} rows="4"></textarea>`
    : `<input ${common} type="${type}" maxlength="255"${autocomplete ? ` autocomplete="${autocomplete}"` : ""} value="">`;
  return `<div class="field-wrapper"><div class="text-input-wrapper"><div class="input-wrapper"><label id="${id}-label" for="${id}" class="label label">${escapeHtml(label)}${asterisk(required)}</label>${control}</div></div></div>`;
}

function combobox(id: string, label: string, required: boolean, placeholder = "Select...") {
  return `<div class="field-wrapper"><div class="select"><div class="select__container"><label id="${id}-label" for="${id}" class="label select__label">${escapeHtml(label)}${asterisk(required)}</label><div class="select-shell" data-select="${id}"><span id="react-select-${id}-live-region" class="a11yText"></span><div class="select__control"><div class="select__value-container"><div class="select__placeholder" id="react-select-${id}-placeholder">${placeholder}</div><div class="select__input-container" data-value=""><input class="select__input" autocapitalize="none" autocomplete="off" autocorrect="off" id="${id}" spellcheck="false" tabindex="0" type="text" aria-autocomplete="list" aria-expanded="false" aria-haspopup="true" aria-errormessage="${id}-error" aria-invalid="false" aria-labelledby="${id}-label" aria-required="${required}" role="combobox" aria-activedescendant="" aria-describedby="react-select-${id}-placeholder ${id}-error" enterkeyhint="done" value=""></div></div><div class="select__indicators"><button type="button" class="icon-button icon-button--sm" aria-label="Toggle flyout" tabindex="-1">▾</button></div></div></div><input required="" tabindex="-1" aria-hidden="true" class="requiredInput" value=""></div></div></div>`;
}

function upload(id: "resume" | "cover_letter", label: string, required: boolean) {
  return `<div class="field-wrapper"><div role="group" aria-labelledby="upload-label-${id}" aria-required="${required}" class="file-upload" data-allow-s3="false"><div id="upload-label-${id}" class="label upload-label">${label}${required ? '<span class="required">*</span>' : ""}</div><div class="file-upload__wrapper"><div class="button-container"><div class="secondary-button"><div><button type="button" class="btn btn--pill" data-attach="${id}">Attach</button><label class="visually-hidden" for="${id}">Attach</label><input id="${id}" class="visually-hidden" type="file" accept=".pdf,.doc,.docx,.txt,.rtf"></div></div><div class="secondary-button"><button type="button" class="btn btn--pill" data-testid="${id}-dropbox">Dropbox</button></div><div class="secondary-button"><button type="button" class="btn btn--pill">Google Drive</button></div><div class="secondary-button"><div><button type="button" class="btn btn--pill" data-testid="${id}-text" data-manual="${id}">Enter manually</button><label class="visually-hidden" for="${id}_text">Enter manually</label></div></div></div><div class="file-upload__filename" hidden><p></p><button type="button" aria-label="Remove file" data-remove="${id}">×</button></div><textarea id="${id}_text" class="input input__multi-line" rows="6" hidden></textarea><p id="accepted-filetypes" class="file-upload__filetypes">Accepted file types: pdf, doc, docx, txt, rtf</p></div></div></div>`;
}

function checkboxes(name: string, legend: string, required: boolean, options: Option[]) {
  const boxes = options
    .map(
      (option) =>
        `<div class="checkbox__wrapper"><div class="checkbox__input"><input aria-required="${required}" type="checkbox" id="${name}_${escapeHtml(option.value)}" name="${name}" aria-describedby="${name}-description ${name}-error" aria-invalid="false" aria-errormessage="${name}-error" value="${escapeHtml(option.value)}"></div><label for="${name}_${escapeHtml(option.value)}" class="checkbox__label">${escapeHtml(option.label)}</label></div>`,
    )
    .join("");
  return `<div class="field-wrapper"><fieldset class="checkbox" id="${name}" aria-describedby="${name}-description ${name}-error"><legend class="label checkbox__legend" id="${name}-label">${escapeHtml(legend)}${asterisk(required)}</legend>${boxes}</fieldset></div>`;
}

function question(question: Question) {
  switch (question.type) {
    case "input_text":
      return textField(question.id, question.label, question.required);
    case "textarea":
      return textField(question.id, question.label, question.required, { multiline: true });
    case "multi_value_single_select":
      return combobox(question.id, question.label, question.required);
    case "multi_value_multi_select":
      return checkboxes(question.id, question.label, question.required, question.options ?? []);
  }
}

/** The anchor frame of reCAPTCHA: a checkbox ("normal") or the "protected by" badge ("invisible"). */
function captchaWidget(captcha: Captcha, baseUrl: string) {
  const anchor = (size: string, api: string) => `${baseUrl}/recaptcha/${api}/anchor?ar=1&amp;k=${SITE_KEY}&amp;hl=en&amp;v=replica&amp;size=${size}`;
  if (captcha === "visible")
    return `<div class="g-recaptcha" data-sitekey="${SITE_KEY}"><div style="width: 304px; height: 78px;"><div><iframe title="reCAPTCHA" width="304" height="78" role="presentation" name="a-replica" frameborder="0" scrolling="no" src="${anchor("normal", "api2")}"></iframe></div><textarea id="g-recaptcha-response" name="g-recaptcha-response" class="g-recaptcha-response" style="display: none;"></textarea></div></div>`;
  if (captcha === "invisible" || captcha === "challenge")
    return `<div><div class="grecaptcha-badge" data-style="bottomright" style="width: 256px; height: 60px; position: fixed; bottom: 14px; right: -186px; box-shadow: gray 0px 0px 5px; border-radius: 2px; overflow: hidden;"><div class="grecaptcha-logo"><iframe title="reCAPTCHA" width="256" height="60" role="presentation" name="a-replica" frameborder="0" scrolling="no" src="${anchor("invisible", "enterprise")}"></iframe></div><div class="grecaptcha-error"></div><textarea id="g-recaptcha-response-100000" name="g-recaptcha-response" class="g-recaptcha-response" style="display: none;"></textarea></div></div>`;
  return "";
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;color:#222}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}.field-wrapper{margin:14px 0}.label{display:block;font-weight:600;margin-bottom:4px}.input{width:100%;padding:6px;box-sizing:border-box}.select__control{display:flex;border:1px solid #999;padding:4px;cursor:pointer}.select__value-container{flex:1;display:grid}.select__placeholder,.select__single-value,.select__input-container{grid-area:1/1}.select__placeholder{color:#888}.select__input{border:0;outline:0;width:100%}.select__menu{border:1px solid #999;background:#fff}.select__option{padding:4px 8px;cursor:pointer}.select__option--is-focused{background:#deebff}.requiredInput{opacity:0;height:0;width:100%;position:absolute;pointer-events:none}.select{position:relative}.helper-text--error{color:#c00;margin:4px 0}.btn{margin:2px 4px 2px 0}.application--error{color:#c00;font-weight:600}.eeoc__container{margin-top:28px;border-top:1px solid #ddd}`;

/** The job's page: its description and the application form below "Apply for this job". */
export function jobPage(options: { board: string; jobId: string; title: string; company: string; location: string; contentHtml: string; form: PostingForm; baseUrl: string }) {
  const { board, jobId, form, baseUrl } = options;
  const fields = [
    textField("first_name", "First Name", true, { autocomplete: "given-name" }),
    textField("last_name", "Last Name", true, { autocomplete: "family-name" }),
    textField("email", "Email", true, { autocomplete: "email" }),
    textField("phone", "Phone", false, { autocomplete: "tel", type: "tel" }),
    combobox("candidate-location", "Location (City)", form.location.required, ""),
    upload("resume", "Resume/CV", true),
    upload("cover_letter", "Cover Letter", form.coverLetter.required),
    ...form.questions.map(question),
  ].join("\n");
  const eeoc = form.eeoc
    ? `<div class="eeoc__container"><h3 class="section-header">Voluntary Self-Identification</h3><p class="eeoc__description">For government reporting purposes, we ask candidates to respond to the below self-identification survey. Completion of the form is entirely voluntary. Whatever your decision, it will not be considered in the hiring process or thereafter.</p>${EEOC_QUESTIONS.map((item) => `<div class="eeoc__question__wrapper">${combobox(item.id, item.label, false)}</div>`).join("")}</div>`
    : "";
  const consent = form.consent ? `<div class="gdpr__container">${checkboxes(form.consent.id, form.consent.label, form.consent.required, [{ value: "1", label: "I agree" }])}</div>` : "";
  const selects = Object.fromEntries([...form.questions, ...(form.eeoc ? EEOC_QUESTIONS : [])].filter((item) => item.type === "multi_value_single_select").map((item) => [item.id, (item.options ?? []).map((option) => option.label)]));
  const config = {
    submitUrl: `${baseUrl}/${board}/jobs/${jobId}`,
    confirmationUrl: `${baseUrl}/${board}/jobs/${jobId}/confirmation`,
    challengeUrl: `${baseUrl}/recaptcha/enterprise/bframe?hl=en&v=replica&k=${SITE_KEY}`,
    captcha: form.captcha,
    selects: { ...selects, "candidate-location": LOCATION_SUGGESTIONS },
    asyncSelects: ["candidate-location"],
  };
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Job Application for ${escapeHtml(options.title)} at ${escapeHtml(options.company)}</title><style>${STYLE}</style></head><body>
<div class="job__header"><h1 class="section-header section-header--large font-primary">${escapeHtml(options.title)}</h1><div class="job__location">${escapeHtml(options.location)}</div></div>
<div class="job__description body">${options.contentHtml}</div>
<div class="application--container"><div class="application--header"><h2 class="section-header section-header--large font-primary">Apply for this job</h2><div class="application--header--required"><span aria-hidden="true">*</span> indicates a required field</div></div>
<form id="application-form" class="application--form" novalidate><div class="application--error" role="alert" hidden></div><div class="application--questions">
${fields}
</div>${eeoc}${consent}${captchaWidget(form.captcha, baseUrl)}
<div class="application--submit"><button type="submit" class="btn btn--pill">Submit application</button></div></form></div>
<script type="application/json" id="replica-config">${JSON.stringify(config).replace(/</g, "\\u003c")}</script>
<script>${FORM_SCRIPT}</script></body></html>`;
}

/** What React does on the live page: comboboxes, uploads, and posting the answers. */
const FORM_SCRIPT = `(() => {
  const config = JSON.parse(document.getElementById("replica-config").textContent);
  const form = document.getElementById("application-form");
  const chosen = {};
  const closeMenus = (scope = document) => scope.querySelectorAll(".select__menu").forEach((menu) => {
    menu.closest(".select-shell").querySelector("input[role=combobox]").setAttribute("aria-expanded", "false");
    menu.remove();
  });
  const choose = (shell, id, label) => {
    chosen[id] = label;
    const container = shell.querySelector(".select__value-container");
    container.querySelector(".select__placeholder")?.remove();
    let single = container.querySelector(".select__single-value");
    if (!single) { single = document.createElement("div"); single.className = "select__single-value"; container.prepend(single); }
    single.textContent = label;
    container.classList.add("select__value-container--has-value");
    const input = shell.querySelector("input[role=combobox]");
    input.value = "";
    input.setAttribute("aria-describedby", id + "-error");
    shell.parentElement.querySelector(".requiredInput").value = label;
    closeMenus();
  };
  const openMenu = (shell, id, filter) => {
    closeMenus();
    const isAsync = config.asyncSelects.includes(id);
    const wanted = filter.trim().toLowerCase();
    if (isAsync && !wanted) return;
    const labels = (config.selects[id] || []).filter((label) => !wanted || label.toLowerCase().includes(wanted));
    const menu = document.createElement("div");
    menu.className = "select__menu";
    const list = document.createElement("div");
    list.className = "select__menu-list";
    list.setAttribute("role", "listbox");
    list.id = "react-select-" + id + "-listbox";
    if (!labels.length) {
      const empty = document.createElement("div");
      empty.className = "select__menu-notice select__menu-notice--no-options";
      empty.textContent = "No options";
      list.append(empty);
    }
    labels.forEach((label, index) => {
      const option = document.createElement("div");
      option.className = "select__option" + (index === 0 ? " select__option--is-focused" : "");
      option.id = "react-select-" + id + "-option-" + index;
      option.setAttribute("role", "option");
      option.setAttribute("aria-selected", String(chosen[id] === label));
      option.tabIndex = -1;
      option.textContent = label;
      option.addEventListener("mousedown", (event) => { event.preventDefault(); choose(shell, id, label); });
      list.append(option);
    });
    menu.append(list);
    shell.append(menu);
    shell.querySelector("input[role=combobox]").setAttribute("aria-expanded", "true");
  };
  document.querySelectorAll(".select-shell[data-select]").forEach((shell) => {
    const id = shell.dataset.select;
    const input = shell.querySelector("input[role=combobox]");
    shell.querySelector(".select__control").addEventListener("mousedown", (event) => {
      if (event.target !== input) event.preventDefault();
      input.focus();
      if (shell.querySelector(".select__menu")) closeMenus(); else openMenu(shell, id, input.value);
    });
    input.addEventListener("input", () => {
      shell.querySelector(".select__input-container").dataset.value = input.value;
      shell.querySelector(".select__placeholder")?.toggleAttribute("hidden", input.value !== "");
      shell.querySelector(".select__single-value")?.toggleAttribute("hidden", input.value !== "");
      openMenu(shell, id, input.value);
    });
    input.addEventListener("keydown", (event) => {
      const options = [...shell.querySelectorAll("[role=option]")];
      const focused = options.findIndex((option) => option.classList.contains("select__option--is-focused"));
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        if (!options.length) return openMenu(shell, id, input.value);
        const next = (focused + (event.key === "ArrowDown" ? 1 : options.length - 1)) % options.length;
        options.forEach((option, index) => option.classList.toggle("select__option--is-focused", index === next));
      } else if (event.key === "Enter" && focused >= 0) {
        event.preventDefault();
        choose(shell, id, options[focused].textContent);
      } else if (event.key === "Escape") {
        closeMenus();
      }
    });
    input.addEventListener("blur", () => setTimeout(() => closeMenus(shell), 0));
  });
  document.querySelectorAll("[data-attach]").forEach((button) => button.addEventListener("click", () => document.getElementById(button.dataset.attach).click()));
  document.querySelectorAll("[data-manual]").forEach((button) => button.addEventListener("click", () => {
    const area = document.getElementById(button.dataset.manual + "_text");
    area.hidden = false;
    area.focus();
  }));
  document.querySelectorAll(".file-upload input[type=file]").forEach((input) => input.addEventListener("change", () => {
    const shown = input.closest(".file-upload").querySelector(".file-upload__filename");
    shown.hidden = !input.files.length;
    shown.querySelector("p").textContent = input.files.length ? input.files[0].name : "";
  }));
  document.querySelectorAll("[data-remove]").forEach((button) => button.addEventListener("click", () => {
    const input = document.getElementById(button.dataset.remove);
    input.value = "";
    input.dispatchEvent(new Event("change"));
  }));
  const clearErrors = () => {
    document.querySelectorAll(".helper-text--error").forEach((error) => error.remove());
    document.querySelectorAll("[aria-invalid=true]").forEach((input) => input.setAttribute("aria-invalid", "false"));
    document.querySelectorAll(".label--error").forEach((label) => label.classList.remove("label--error"));
    const banner = form.querySelector(".application--error");
    banner.hidden = true;
    banner.textContent = "";
  };
  const showError = (id, message) => {
    const label = document.getElementById(id + "-label") || document.getElementById("upload-label-" + id);
    const wrapper = label ? label.closest(".field-wrapper") : null;
    if (!wrapper) {
      const banner = form.querySelector(".application--error");
      banner.hidden = false;
      banner.textContent = message;
      return;
    }
    label.classList.add("label--error");
    document.getElementById(id)?.setAttribute("aria-invalid", "true");
    const error = document.createElement("p");
    error.id = id + "-error";
    error.className = "helper-text helper-text--error";
    error.setAttribute("aria-live", "polite");
    error.textContent = message;
    wrapper.append(error);
  };
  const showChallenge = () => {
    const overlay = document.createElement("div");
    overlay.style.cssText = "visibility: visible; position: absolute; width: 400px; top: 10px; left: 10px; z-index: 2000000000; background: #fff;";
    overlay.innerHTML = '<div style="border: 1px solid rgb(204, 204, 204); box-shadow: rgba(0, 0, 0, 0.2) 2px 2px 3px;"><iframe title="recaptcha challenge expires in two minutes" name="c-replica" frameborder="0" scrolling="no" style="width: 400px; height: 580px;"></iframe></div>';
    overlay.querySelector("iframe").src = config.challengeUrl;
    document.body.append(overlay);
  };
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    clearErrors();
    if (config.captcha === "challenge") return showChallenge();
    const body = new FormData();
    form.querySelectorAll("input.input, textarea.input").forEach((input) => { if (!input.hidden) body.append(input.id, input.value); });
    Object.entries(chosen).forEach(([id, label]) => body.append(id, label));
    form.querySelectorAll("input[type=checkbox]:checked").forEach((box) => body.append(box.name, box.value));
    form.querySelectorAll("input[type=file]").forEach((input) => { if (input.files.length) body.append(input.id, input.files[0]); });
    const token = document.querySelector("textarea[name=g-recaptcha-response]");
    if (token && config.captcha === "invisible") token.value = "replica-invisible-score-token";
    if (token) body.append("g-recaptcha-response", token.value);
    const button = form.querySelector("button[type=submit]");
    button.disabled = true;
    try {
      const response = await fetch(config.submitUrl, { method: "POST", body });
      if (response.ok) return location.assign(config.confirmationUrl);
      const answer = await response.json().catch(() => ({ errors: { base: "Something went wrong. Please try again." } }));
      Object.entries(answer.errors || {}).forEach(([id, message]) => showError(id, message));
    } catch {
      showError("base", "Something went wrong. Please try again.");
    } finally {
      button.disabled = false;
    }
  });
})();`;

/** The page after an accepted application. */
export function confirmationPage(options: { title: string; company: string }) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Thank you for applying</title><style>${STYLE}</style></head><body>
<div class="confirmation"><div class="confirmation__content"><h1 class="section-header section-header--large font-primary">Thank you for applying.</h1>
<p class="body">Your application has been submitted. ${escapeHtml(options.company)} received your application for ${escapeHtml(options.title)} and will review it.</p></div></div></body></html>`;
}

/** The board's list of jobs, with the flash a closed or unknown posting redirects to. */
export function boardPage(options: { company: string; board: string; jobs: { id: string; title: string; location: string }[]; closedFlash: boolean; baseUrl: string }) {
  const rows = options.jobs
    .map((job) => `<tr class="job-post"><td class="cell"><a href="${options.baseUrl}/${options.board}/jobs/${job.id}"><p class="body body--medium">${escapeHtml(job.title)}</p><p class="body body__secondary body--metadata">${escapeHtml(job.location)}</p></a></td></tr>`)
    .join("");
  const flash = options.closedFlash ? `<div class="flash-wrapper"><div class="flash flash--error" role="alert"><p>The job you are looking for is no longer open.</p></div></div>` : "";
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Jobs at ${escapeHtml(options.company)}</title><style>${STYLE}</style></head><body>${flash}
<h1 class="section-header section-header--large font-primary">Current openings at ${escapeHtml(options.company)}</h1><div class="job-posts"><table><tbody>${rows}</tbody></table></div></body></html>`;
}

/** reCAPTCHA's frames, served locally: the real ones are never loaded. */
export function recaptchaFrame(kind: "anchor" | "bframe", size: string | null) {
  const body =
    kind === "bframe"
      ? `<div class="rc-imageselect-desc">Select all images with <strong>traffic lights</strong></div><div class="rc-imageselect-target" style="width:300px;height:300px;background:#eee"></div><button id="recaptcha-verify-button">Verify</button>`
      : size === "invisible"
        ? `<div class="rc-anchor rc-anchor-invisible">protected by <strong>reCAPTCHA</strong></div>`
        : `<div class="rc-anchor rc-anchor-normal"><span id="recaptcha-anchor" role="checkbox" aria-checked="false" tabindex="0" class="recaptcha-checkbox"></span><label id="recaptcha-anchor-label">I'm not a robot</label></div>`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>reCAPTCHA</title></head><body style="margin:0;font-family:Roboto,sans-serif">${body}</body></html>`;
}
