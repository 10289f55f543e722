import type { ServerResponse } from "node:http";
import leverForms from "./forms/lever.json";
import { describeForm, escapeHtml, readForm, sendHtml, type ReplicaContext, type ReplicaHandler } from "./index";

// Lever's hosted application form (jobs.lever.co/{site}/{id}/apply): one server-rendered page that
// posts multipart to its own URL; errors re-render the page, success redirects to …/{id}/thanks.
// Closed and unknown postings get Lever's "couldn't find anything here" 404 page.

type CardFieldType = "text" | "textarea" | "multiple-choice" | "multiple-select" | "dropdown";
type CardField = { type: CardFieldType; text: string; required: boolean; options?: string[] };
type Card = { id: string; text: string; fields: CardField[] };
type LeverFormSpec = {
  captcha: "none" | "invisible" | "visible";
  links: string[];
  cards: Card[];
  eeo: boolean;
  consent: boolean;
  closed?: boolean;
};
type LeverPosting = { id: string; text: string; categories?: { location?: string; team?: string; commitment?: string } };

const FORMS = leverForms as unknown as Record<string, Partial<LeverFormSpec>> & { default: LeverFormSpec };

const LINK_LABELS: Record<string, string> = { LinkedIn: "LinkedIn URL", GitHub: "GitHub URL", Portfolio: "Portfolio URL", Other: "Other website" };
const DECLINE = "Decline to self-identify";
const EEO_QUESTIONS = [
  { name: "eeo[gender]", label: "Gender", options: ["Male", "Female", DECLINE] },
  {
    name: "eeo[race]",
    label: "Race",
    options: [
      "Hispanic or Latino",
      "White (Not Hispanic or Latino)",
      "Black or African American (Not Hispanic or Latino)",
      "Native Hawaiian or Other Pacific Islander (Not Hispanic or Latino)",
      "Asian (Not Hispanic or Latino)",
      "American Indian or Alaska Native (Not Hispanic or Latino)",
      "Two or More Races (Not Hispanic or Latino)",
      DECLINE,
    ],
  },
  { name: "eeo[veteran]", label: "Veteran status", options: ["I am a veteran", "I am not a veteran", DECLINE] },
];
// Not a real hCaptcha site key: the replica never loads hCaptcha.
const HCAPTCHA_SITE_KEY = "00000000-0000-0000-0000-00000000c0de";
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const formSpecFor = (posting: string): LeverFormSpec => ({ ...FORMS.default, ...FORMS[posting] });
const cardFieldName = (card: Card, index: number) => `cards[${card.id}][field${index}]`;

function page(title: string, body: string) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:760px;margin:24px auto;color:#515357}ul{list-style:none;padding:0}
.application-question{margin:14px 0}.application-label{font-weight:600}.required{color:#e02b27;margin-left:4px}
.error-message,.application-error{color:#e02b27}.h-captcha-box{border:1px solid #d5d5d5;width:300px;height:74px;display:flex;align-items:center;gap:10px;padding:0 12px}
.postings-btn{background:#579eee;color:#fff;border:0;padding:10px 18px;border-radius:3px}</style></head><body>${body}</body></html>`;
}

function notFoundPage() {
  return page(
    "Not found – Lever",
    `<div class="content-wrapper"><div class="content"><h2>Sorry, we couldn't find anything here</h2>
<p>The job posting you're looking for might have closed, or it has been removed.</p></div></div>`,
  );
}

function question(label: string, required: boolean, field: string, errors: Map<string, string>, name: string, extraClass = "") {
  const error = errors.get(name);
  return `<li class="application-question${extraClass}"><label><div class="application-label">${escapeHtml(label)}${required ? '<span class="required">✱</span>' : ""}</div>
<div class="application-field">${field}</div></label>${error ? `<div class="error-message" data-field="${escapeHtml(name)}">${escapeHtml(error)}</div>` : ""}</li>`;
}

function cardQuestion(card: Card, field: CardField, index: number, errors: Map<string, string>) {
  const name = escapeHtml(cardFieldName(card, index));
  const required = field.required ? " required" : "";
  const options = field.options ?? [];
  let control: string;
  if (field.type === "textarea") control = `<textarea class="card-field-input" name="${name}"${required}></textarea>`;
  else if (field.type === "text") control = `<input class="card-field-input" type="text" name="${name}"${required}>`;
  else if (field.type === "dropdown")
    control = `<select class="card-field-input" name="${name}"${required}><option value="">Select...</option>${options.map((option) => `<option value="${escapeHtml(option)}">${escapeHtml(option)}</option>`).join("")}</select>`;
  else {
    const [qa, inputType] = field.type === "multiple-choice" ? ["multiple-choice", "radio"] : ["checkboxes", "checkbox"];
    control = `<ul data-qa="${qa}">${options
      .map((option) => `<li><label><input type="${inputType}" name="${name}" value="${escapeHtml(option)}"><span class="application-answer-alternative">${escapeHtml(option)}</span></label></li>`)
      .join("")}</ul>`;
  }
  const error = errors.get(cardFieldName(card, index));
  return `<li class="application-question custom-question"><div class="application-label full-width"><div class="text">${escapeHtml(field.text)}${field.required ? '<span class="required">✱</span>' : ""}</div></div>
<div class="application-field full-width">${control}</div>${error ? `<div class="error-message" data-field="${name}">${escapeHtml(error)}</div>` : ""}</li>`;
}

function captchaMarkup(spec: LeverFormSpec) {
  if (spec.captcha === "none") return "";
  const widget =
    spec.captcha === "visible"
      ? `<div class="h-captcha-box" role="checkbox" aria-checked="false" tabindex="0"><span class="h-captcha-checkbox">☐</span><span>I am human</span><span class="h-captcha-logo">hCaptcha</span></div>`
      : "";
  return `<div id="h-captcha" class="h-captcha" data-sitekey="${HCAPTCHA_SITE_KEY}" data-size="${spec.captcha === "visible" ? "normal" : "invisible"}">${widget}</div>
<textarea name="h-captcha-response" style="display:none"></textarea>`;
}

// The real page's hCaptcha script runs its passive check on submit and fills h-captcha-response; the
// replica stands in for that (invisible) or holds the form until a person ticks the box (visible).
function captchaScript(spec: LeverFormSpec) {
  if (spec.captcha === "none") return "";
  const onSubmit =
    spec.captcha === "invisible"
      ? `event.preventDefault();setTimeout(function(){form.querySelector('[name="h-captcha-response"]').value='P1_replica-passive-check';form.submit();},50);`
      : `event.preventDefault();document.getElementById('captcha-error').textContent='Please complete the captcha to submit your application.';`;
  return `<script>(function(){var form=document.getElementById('application-form');form.addEventListener('submit',function(event){if(form.querySelector('[name="h-captcha-response"]').value)return;${onSubmit}});})();</script>`;
}

function applyPage(posting: LeverPosting, spec: LeverFormSpec, errors: Map<string, string>) {
  const field = (name: string, type: string, required: boolean) => `<input type="${type}" name="${name}"${required ? " required" : ""}>`;
  const topErrors = errors.size ? `<div class="application-error" role="alert">There was a problem with your application. Please review the fields below.</div>` : "";
  const location = [posting.categories?.location, posting.categories?.team, posting.categories?.commitment].filter(Boolean).join(" / ");
  const cards = spec.cards
    .map(
      (card) => `<div class="section page-centered application-form" data-qa="additional-cards">
<input type="hidden" name="cards[${card.id}][baseTemplate]" value="${escapeHtml(JSON.stringify({ id: card.id, text: card.text, fields: card.fields }))}">
<h4>${escapeHtml(card.text)}</h4><ul>${card.fields.map((cardField, index) => cardQuestion(card, cardField, index, errors)).join("")}</ul></div>`,
    )
    .join("");
  const eeo = spec.eeo
    ? `<div class="section page-centered application-form" data-qa="eeo-section"><h4>U.S. Equal Employment Opportunity information</h4>
<p class="eeo-description">Completion is voluntary and will not subject you to adverse treatment. Our company values diversity.</p><ul>${EEO_QUESTIONS.map((eeoQuestion) =>
        question(
          eeoQuestion.label,
          false,
          `<select name="${eeoQuestion.name}"><option value="">Select ...</option>${eeoQuestion.options.map((option) => `<option value="${escapeHtml(option)}">${escapeHtml(option)}</option>`).join("")}</select>`,
          errors,
          eeoQuestion.name,
        ),
      ).join("")}</ul></div>`
    : "";
  const consent = spec.consent
    ? `<div class="section page-centered application-form" data-qa="consent-section"><h4>Privacy</h4><ul>${question(
        "Store my data for future job opportunities",
        false,
        `<input type="checkbox" name="consent[store]" value="true">`,
        errors,
        "consent[store]",
        " consent",
      )}</ul></div>`
    : "";
  return page(
    `${posting.text} – Apply`,
    `<div class="posting-header"><h2>${escapeHtml(posting.text)}</h2><div class="posting-categories">${escapeHtml(location)}</div></div>
<form id="application-form" method="POST" action="" enctype="multipart/form-data" novalidate>${topErrors}
<div class="section page-centered application-form"><h4>Submit your application</h4><ul>
${question("Resume/CV", true, `<a class="postings-btn template-btn-utility visible-resume-upload">Attach resume/CV</a><input type="file" name="resume" id="resume-upload-input" class="application-file-input" style="display:none">`, errors, "resume", " resume")}
${question("Full name", true, field("name", "text", true), errors, "name")}
${question("Email", true, field("email", "email", true), errors, "email")}
${question("Phone", false, field("phone", "text", false), errors, "phone")}
${question("Current company", false, field("org", "text", false), errors, "org")}
</ul></div>
<div class="section page-centered application-form"><h4>Links</h4><ul>${spec.links.map((link) => question(LINK_LABELS[link] ?? `${link} URL`, false, field(`urls[${link}]`, "text", false), errors, `urls[${link}]`)).join("")}</ul></div>
${cards}
<div class="section page-centered application-form"><h4>Additional information</h4><ul>${question(
      "Additional information",
      false,
      `<textarea name="comments" id="additional-information" placeholder="Add a cover letter or anything else you want to share."></textarea>`,
      errors,
      "comments",
    )}</ul></div>
${eeo}${consent}
${captchaMarkup(spec)}<div id="captcha-error" class="error-message"></div>
<button type="submit" class="postings-btn template-btn-submit" data-qa="btn-submit">Submit application</button>
</form>${captchaScript(spec)}`,
  );
}

function thanksPage(posting: LeverPosting) {
  return page(
    "Application submitted",
    `<div class="application-confirmation"><div class="content"><h3 data-qa="msg-submit-success">Application submitted!</h3>
<p>Thanks for applying to ${escapeHtml(posting.text)}. We've received your application and will be in touch if your experience is a match.</p></div></div>`,
  );
}

/** Lever's own checks on a posted application: field name → message. */
function validate(spec: LeverFormSpec, form: FormData): Map<string, string> {
  const errors = new Map<string, string>();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const resume = form.get("resume");
  if (!resume || typeof resume === "string" || resume.size === 0) errors.set("resume", "Please attach a resume.");
  if (!text("name")) errors.set("name", "Please enter your full name.");
  if (!text("email")) errors.set("email", "Please enter your email address.");
  else if (!EMAIL_PATTERN.test(text("email"))) errors.set("email", "Please enter a valid email address.");
  for (const card of spec.cards)
    card.fields.forEach((field, index) => {
      const name = cardFieldName(card, index);
      const values = form.getAll(name).filter((value): value is string => typeof value === "string" && value.trim() !== "");
      if (field.required && values.length === 0) errors.set(name, "This field is required.");
      else if (field.options && values.some((value) => !field.options!.includes(value))) errors.set(name, "Please choose one of the options.");
    });
  if (spec.eeo)
    for (const eeoQuestion of EEO_QUESTIONS) {
      const value = text(eeoQuestion.name);
      if (value && !eeoQuestion.options.includes(value)) errors.set(eeoQuestion.name, "Please choose one of the options.");
    }
  if (spec.captcha !== "none" && !text("h-captcha-response")) errors.set("h-captcha-response", "Please complete the captcha to submit your application.");
  return errors;
}

function findPosting(ctx: ReplicaContext, site: string, id: string): LeverPosting | null {
  const postings = ctx.loadFixture(`lever/${site}.json`) as LeverPosting[] | null;
  return postings?.find((posting) => posting.id === id) ?? null;
}

async function receive(response: ServerResponse, form: FormData, posting: LeverPosting, key: string, spec: LeverFormSpec, ctx: ReplicaContext, thanksUrl: string) {
  const errors = validate(spec, form);
  const { fields, files } = await describeForm(form);
  ctx.record({ ats: "lever", posting: key, fields, files, at: ctx.now().toISOString(), accepted: errors.size === 0 });
  if (errors.size) return sendHtml(response, 400, applyPage(posting, spec, errors));
  response.writeHead(303, { location: thanksUrl });
  response.end();
}

export const leverReplica: ReplicaHandler = async (request, response, path, _url, ctx) => {
  const match = /^\/([^/]+)\/([^/]+)(?:\/(apply|thanks))?\/?$/.exec(path);
  if (!match) return false;
  const [, site, id, view] = match as unknown as [string, string, string, string | undefined];
  const key = `${site}/${id}`;
  const posting = findPosting(ctx, site, id);
  const spec = formSpecFor(key);
  if (!posting || spec.closed) {
    sendHtml(response, 404, notFoundPage());
    return true;
  }
  if (view === "thanks") sendHtml(response, 200, thanksPage(posting));
  else if (request.method === "POST" && view === "apply") await receive(response, await readForm(request), posting, key, spec, ctx, `${ctx.baseUrl}/${key}/thanks`);
  else if (view === "apply") sendHtml(response, 200, applyPage(posting, spec, new Map()));
  else
    sendHtml(
      response,
      200,
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(posting.text)}</title></head><body><h2>${escapeHtml(posting.text)}</h2>
<a class="postings-btn template-btn-submit" href="${escapeHtml(`${ctx.baseUrl}/${key}/apply`)}">Apply for this job</a></body></html>`,
    );
  return true;
};
