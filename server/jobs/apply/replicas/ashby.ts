import { createHash } from "node:crypto";
import ashbyForms from "./forms/ashby.json";
import { escapeHtml, readForm, sendHtml, sendJson, type ReplicaContext, type ReplicaHandler, type ReplicaSubmission } from "./index";

// Ashby's hosted application page (jobs.ashbyhq.com/{board}/{id}/application): a React page that
// renders the form from the posting data embedded in the HTML and sends it with fetch, as a GraphQL
// multipart request (operations + map + files) to /api/non-user-graphql?op=ApiSubmitSingleApplicationFormAction.
// The answer is FormSubmitSuccess (the page swaps in its success message) or FormRender with the
// errors (shown inline). Unknown and closed postings render the "Job not found" page.

type AshbyFieldType = "String" | "Email" | "Phone" | "LongText" | "File" | "Location" | "Boolean" | "ValueSelect" | "MultiValueSelect";
type AshbyField = { path: string; title: string; type: AshbyFieldType; required: boolean; options?: string[]; description?: string };
type AshbyFormSpec = { captcha: "none" | "invisible" | "visible"; fields: AshbyField[]; questions?: AshbyField[]; eeoc: boolean; closed?: boolean };
type AshbyPosting = { id: string; title: string; location?: string; department?: string };

const FORMS = ashbyForms as unknown as Record<string, Partial<AshbyFormSpec>> & { default: AshbyFormSpec };
const SUBMIT_OPERATION = "ApiSubmitSingleApplicationFormAction";
const DECLINE = "Decline to self-identify";
const EEOC_FIELDS: AshbyField[] = [
  { path: "_systemfield_eeoc_gender", title: "Gender", type: "ValueSelect", required: false, options: ["Male", "Female", DECLINE] },
  {
    path: "_systemfield_eeoc_race",
    title: "Race",
    type: "ValueSelect",
    required: false,
    options: [
      "Hispanic or Latino",
      "White",
      "Black or African American",
      "Native Hawaiian or Other Pacific Islander",
      "Asian",
      "American Indian or Alaska Native",
      "Two or More Races",
      DECLINE,
    ],
  },
  { path: "_systemfield_eeoc_veteran_status", title: "Veteran Status", type: "ValueSelect", required: false, options: ["I am a veteran", "I am not a veteran", DECLINE] },
];
// Not a real reCAPTCHA site key: the replica never loads reCAPTCHA.
const RECAPTCHA_SITE_KEY = "6Lc-replica-0000000000000000000000000000";
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function formSpecFor(posting: string): AshbyFormSpec {
  const spec = { ...FORMS.default, ...FORMS[posting] };
  return { ...spec, fields: [...spec.fields, ...(spec.questions ?? [])] };
}

const allFields = (spec: AshbyFormSpec) => [...spec.fields, ...(spec.eeoc ? EEOC_FIELDS : [])];

function findPosting(ctx: ReplicaContext, board: string, id: string): AshbyPosting | null {
  const body = ctx.loadFixture(`ashby/${board}.json`) as { jobs: AshbyPosting[] } | null;
  return body?.jobs.find((job) => job.id === id) ?? null;
}

/** The page shell: the posting data the React app renders from, and the app itself (inline, below). */
function applicationPage(title: string, appData: unknown) {
  // "<" is escaped so the embedded JSON cannot close the script element.
  const data = JSON.stringify(appData).replace(/</g, "\\u003c");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:720px;margin:24px auto;color:#1f2328}.ashby-application-form-field-entry{margin:16px 0;display:flex;flex-direction:column;gap:6px}
.ashby-application-form-question-title{font-weight:600}._required_1k8pb_92::after{content:"*";color:#d93025;margin-left:2px}
._yesno_hkyf8_143 button{padding:6px 18px;border:1px solid #c9ccd1;background:#fff}._yesno_hkyf8_143 button._active_hkyf8_61{background:#4b3ff0;color:#fff}
.ashby-application-form-field-error,._errors_1k8pb_120{color:#d93025}.g-recaptcha-box{border:1px solid #d3d3d3;width:300px;height:74px;display:flex;align-items:center;gap:10px;padding:0 12px}
.ashby-application-form-submit-button{background:#4b3ff0;color:#fff;border:0;padding:10px 20px;border-radius:6px}</style></head>
<body><div id="root"></div><script>window.__appData = ${data};</script><script>${APP_SCRIPT}</script></body></html>`;
}

// The React app's behaviour, without React: render the form, keep yes/no toggles, send the GraphQL
// multipart request, then show the success message or the errors.
const APP_SCRIPT = String.raw`
(function () {
  var app = window.__appData;
  var root = document.getElementById("root");
  function h(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) { if (attrs[key] !== null && attrs[key] !== undefined && attrs[key] !== false) node.setAttribute(key, attrs[key] === true ? "" : attrs[key]); });
    (children || []).forEach(function (child) { node.append(child); });
    return node;
  }
  if (!app.posting) {
    root.append(h("div", { class: "ashby-job-board-not-found" }, [h("h1", {}, ["Job not found"]), h("p", {}, ["The job you are looking for is no longer open, or it never existed."])]));
    return;
  }
  var toggles = {};
  function entry(field) {
    var label = h("label", { class: "ashby-application-form-question-title" + (field.required ? " _required_1k8pb_92" : ""), for: field.path }, [field.title]);
    var control;
    if (field.type === "LongText") control = h("textarea", { id: field.path, name: field.path, required: field.required });
    else if (field.type === "File") control = h("div", { class: "_fileUpload_1k8pb_200" }, [h("button", { type: "button", class: "_button_1k8pb_31" }, ["Upload File"]), h("input", { type: "file", id: field.path, name: field.path, required: field.required, style: "display:none" })]);
    else if (field.type === "Boolean") {
      control = h("div", { class: "_yesno_hkyf8_143" }, ["Yes", "No"].map(function (text) {
        var button = h("button", { type: "button", class: "_option_hkyf8_35" }, [text]);
        button.addEventListener("click", function () {
          toggles[field.path] = text === "Yes";
          Array.prototype.forEach.call(button.parentNode.children, function (other) { other.classList.toggle("_active_hkyf8_61", other === button); other.setAttribute("aria-pressed", String(other === button)); });
        });
        return button;
      }));
    } else if (field.type === "ValueSelect" || field.type === "MultiValueSelect") {
      var inputType = field.type === "ValueSelect" ? "radio" : "checkbox";
      control = h("fieldset", { id: field.path, class: "_fieldset_1k8pb_140" }, field.options.map(function (option, index) {
        var id = field.path + "-labeled-" + inputType + "-" + index;
        return h("div", { class: "_option_1k8pb_150" }, [h("input", { type: inputType, id: id, name: field.path, value: option }), h("label", { for: id }, [option])]);
      }));
    } else {
      var types = { Email: "email", Phone: "tel" };
      control = h("input", { type: types[field.type] || "text", id: field.path, name: field.path, required: field.required, role: field.type === "Location" ? "combobox" : null, placeholder: field.type === "Location" ? "Start typing..." : null });
    }
    var children = [label];
    if (field.description) children.push(h("div", { class: "ashby-application-form-question-description" }, [field.description]));
    children.push(control, h("p", { class: "ashby-application-form-field-error", "data-for": field.path }, []));
    return h("div", { class: "ashby-application-form-field-entry" }, children);
  }
  var errors = h("div", { class: "_errors_1k8pb_120", role: "alert", hidden: true }, []);
  var sections = [h("div", { class: "ashby-application-form-section-container" }, app.applicationForm.fields.map(entry))];
  if (app.applicationForm.eeocFields.length) sections.push(h("div", { class: "ashby-application-form-section-container ashby-eeoc-survey" }, [h("h2", {}, ["U.S. Equal Employment Opportunity Information"]), h("p", {}, ["Completing this survey is voluntary; your answers are kept separate from your application."])].concat(app.applicationForm.eeocFields.map(entry))));
  if (app.captcha === "visible") sections.push(h("div", { class: "g-recaptcha", "data-sitekey": app.recaptchaSiteKey, "data-size": "normal" }, [h("div", { class: "g-recaptcha-box", role: "checkbox", "aria-checked": "false" }, ["\u2610 I'm not a robot", h("span", { class: "rc-anchor-logo" }, ["reCAPTCHA"])])]));
  // reCAPTCHA v3 shows only its badge: nothing to solve.
  if (app.captcha === "invisible") document.body.append(h("div", { class: "grecaptcha-badge", "data-style": "bottomright", style: "position:fixed;right:8px;bottom:8px;font-size:11px;border:1px solid #ddd;padding:6px" }, ["protected by reCAPTCHA"]));
  var submit = h("button", { type: "submit", class: "ashby-application-form-submit-button _button_1k8pb_31" }, ["Submit Application"]);
  var form = h("form", { class: "ashby-application-form-container", novalidate: true }, sections.concat([errors, submit]));
  root.append(h("div", { class: "ashby-job-posting-header" }, [h("h1", { class: "ashby-job-posting-heading" }, [app.posting.title])]), form);

  function values() {
    var submissions = [];
    var files = [];
    app.applicationForm.fields.concat(app.applicationForm.eeocFields).forEach(function (field) {
      var value;
      if (field.type === "Boolean") value = toggles[field.path];
      else if (field.type === "ValueSelect") { var checked = form.querySelector('input[name="' + field.path + '"]:checked'); value = checked ? checked.value : undefined; }
      else if (field.type === "MultiValueSelect") { value = Array.prototype.map.call(form.querySelectorAll('input[name="' + field.path + '"]:checked'), function (input) { return input.value; }); if (!value.length) value = undefined; }
      else if (field.type === "File") { var file = form.querySelector('input[name="' + field.path + '"]').files[0]; if (file) { files.push({ index: submissions.length, file: file }); value = null; } }
      else { var text = form.querySelector('[name="' + field.path + '"]').value.trim(); value = text || undefined; }
      if (value !== undefined) submissions.push({ path: field.path, value: value });
    });
    return { submissions: submissions, files: files };
  }
  function showErrors(list) {
    form.querySelectorAll(".ashby-application-form-field-error").forEach(function (node) { node.textContent = ""; });
    errors.replaceChildren(h("h3", {}, ["Your form needs corrections"]), h("ul", {}, list.map(function (error) {
      var inline = error.path && form.querySelector('.ashby-application-form-field-error[data-for="' + error.path + '"]');
      if (inline) inline.textContent = error.message;
      return h("li", {}, [error.message]);
    })));
    errors.hidden = false;
  }
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    if (app.captcha === "visible") return showErrors([{ message: "Please complete the reCAPTCHA to submit your application." }]);
    var collected = values();
    var body = new FormData();
    var map = {};
    collected.files.forEach(function (entry, index) { map[String(index)] = ["variables.fieldSubmissions." + entry.index + ".value"]; });
    // The real page asks reCAPTCHA v3 for a score token here; the replica stands in for it.
    var token = app.captcha === "invisible" ? "replica-recaptcha-v3-token" : null;
    body.append("operations", JSON.stringify({ operationName: "${SUBMIT_OPERATION}", variables: { organizationHostedJobsPageName: app.board, jobPostingId: app.posting.id, recaptchaToken: token, fieldSubmissions: collected.submissions } }));
    body.append("map", JSON.stringify(map));
    collected.files.forEach(function (entry, index) { body.append(String(index), entry.file, entry.file.name); });
    submit.disabled = true;
    fetch(app.apiUrl + "?op=${SUBMIT_OPERATION}", { method: "POST", body: body })
      .then(function (response) { if (!response.ok) throw new Error("HTTP " + response.status); return response.json(); })
      .then(function (answer) {
        var result = answer.data && answer.data.submitApplicationFormAction && answer.data.submitApplicationFormAction.applicationFormResult;
        if (result && result.__typename === "FormSubmitSuccess") {
          form.replaceWith(h("div", { class: "ashby-application-form-success-container" }, [h("h2", {}, ["Thanks for submitting your application!"]), h("p", {}, ["Your application was successfully submitted. We'll contact you if there are next steps."])]));
        } else {
          showErrors(result && result.formErrors ? result.formErrors : (answer.errors || [{ message: "Something went wrong." }]));
          submit.disabled = false;
        }
      })
      .catch(function () { errors.replaceChildren(h("p", { class: "_networkError_1k8pb_130" }, ["We couldn't submit your application. Please try again."])); errors.hidden = false; submit.disabled = false; });
  });
})();
`;

function validate(spec: AshbyFormSpec, values: Map<string, unknown>, files: Set<string>, recaptchaToken: unknown) {
  const errors: { path?: string; message: string }[] = [];
  for (const field of allFields(spec)) {
    const value = values.get(field.path);
    const present = field.type === "File" ? files.has(field.path) : value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);
    if (!present) {
      if (field.required) errors.push({ path: field.path, message: `Missing entry for required field: ${field.title}` });
      continue;
    }
    if (field.type === "Email" && !(typeof value === "string" && EMAIL_PATTERN.test(value))) errors.push({ path: field.path, message: `${field.title}: Please enter a valid email address` });
    if (field.type === "Boolean" && typeof value !== "boolean") errors.push({ path: field.path, message: `${field.title}: Please answer yes or no` });
    if (field.type === "ValueSelect" && !field.options?.includes(value as string)) errors.push({ path: field.path, message: `${field.title}: Please choose one of the options` });
    if (field.type === "MultiValueSelect" && !(Array.isArray(value) && value.every((item) => field.options?.includes(item))))
      errors.push({ path: field.path, message: `${field.title}: Please choose from the options` });
  }
  if (spec.captcha !== "none" && !recaptchaToken) errors.push({ message: "Your application was flagged as possible spam. Please try again." });
  return errors;
}

type Operations = { operationName?: string; variables?: { organizationHostedJobsPageName?: string; jobPostingId?: string; recaptchaToken?: unknown; fieldSubmissions?: { path: string; value: unknown }[] } };

async function receive(form: FormData, ctx: ReplicaContext) {
  const operations = JSON.parse(String(form.get("operations") ?? "{}")) as Operations;
  const map = JSON.parse(String(form.get("map") ?? "{}")) as Record<string, string[]>;
  const variables = operations.variables ?? {};
  const board = variables.organizationHostedJobsPageName ?? "";
  const id = variables.jobPostingId ?? "";
  const key = `${board}/${id}`;
  const spec = formSpecFor(key);
  if (operations.operationName !== SUBMIT_OPERATION) return { status: 400, body: { errors: [{ message: "Unknown operation" }] } };
  if (!findPosting(ctx, board, id) || spec.closed) return { status: 200, body: { errors: [{ message: "This job posting is no longer accepting applications." }] } };

  const submissions = variables.fieldSubmissions ?? [];
  const values = new Map(submissions.map((submission) => [submission.path, submission.value]));
  const fields: ReplicaSubmission["fields"] = {};
  for (const submission of submissions)
    if (submission.value !== null) fields[submission.path] = Array.isArray(submission.value) ? submission.value.map(String) : String(submission.value);
  const files: ReplicaSubmission["files"] = [];
  for (const [part, targets] of Object.entries(map)) {
    const file = form.get(part);
    const index = Number(/^variables\.fieldSubmissions\.(\d+)\.value$/.exec(targets[0] ?? "")?.[1]);
    const path = submissions[index]?.path;
    if (!path || !file || typeof file === "string" || file.size === 0) continue;
    const bytes = Buffer.from(await file.arrayBuffer());
    files.push({ field: path, name: file.name, bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") });
  }
  const errors = validate(spec, values, new Set(files.map((file) => file.field)), variables.recaptchaToken);
  ctx.record({ ats: "ashby", posting: key, fields, files, at: ctx.now().toISOString(), accepted: errors.length === 0 });
  const applicationFormResult = errors.length ? { __typename: "FormRender", formErrors: errors } : { __typename: "FormSubmitSuccess" };
  return { status: 200, body: { data: { submitApplicationFormAction: { applicationFormResult, messages: null } } } };
}

export const ashbyReplica: ReplicaHandler = async (request, response, path, _url, ctx) => {
  if (path === "/api/non-user-graphql") {
    if (request.method !== "POST") return false;
    const { status, body } = await receive(await readForm(request), ctx);
    sendJson(response, status, body);
    return true;
  }
  const match = /^\/([^/]+)\/([^/]+)(\/application)?\/?$/.exec(path);
  if (!match) return false;
  const [, board, id, application] = match as unknown as [string, string, string, string | undefined];
  const key = `${board}/${id}`;
  const posting = findPosting(ctx, board, id);
  const spec = formSpecFor(key);
  if (!posting || spec.closed) {
    sendHtml(response, 404, applicationPage("Job not found", { board, posting: null }));
    return true;
  }
  if (!application) {
    sendHtml(
      response,
      200,
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(posting.title)}</title></head><body><h1 class="ashby-job-posting-heading">${escapeHtml(posting.title)}</h1>
<a class="ashby-job-posting-apply-button" href="${escapeHtml(`${ctx.baseUrl}/${key}/application`)}">Apply for this Job</a></body></html>`,
    );
    return true;
  }
  sendHtml(
    response,
    200,
    applicationPage(`${posting.title} – Application`, {
      board,
      posting: { id: posting.id, title: posting.title },
      applicationForm: { fields: spec.fields, eeocFields: spec.eeoc ? EEOC_FIELDS : [] },
      captcha: spec.captcha,
      recaptchaSiteKey: RECAPTCHA_SITE_KEY,
      apiUrl: `${ctx.baseUrl}/api/non-user-graphql`,
    }),
  );
  return true;
};
