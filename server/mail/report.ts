import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import type { ApplicationStage } from "@/lib/contracts/applications";
import { APPLICATION_STAGES, APPLICATION_EXITS } from "@/lib/contracts/applications";
import type { ReportFrequency } from "@/lib/contracts/email";

export type ReportTip = "createCopilot" | "resumeCopilot" | "offer" | "interview" | "review" | "broaden" | "cv" | "coverLetter" | "advisors";

const TIP_LINKS: Record<ReportTip, string> = {
  createCopilot: "/copilot",
  resumeCopilot: "/copilot",
  offer: "/offer-negotiation",
  interview: "/interview-roleplay",
  review: "/applications/review",
  broaden: "/copilot",
  cv: "/cv-builder",
  coverLetter: "/cover-letter-builder",
  advisors: "/career-advisors",
};

/** What one report says; built by server/jobs/reports/report.ts, rendered here. */
export type ReportData = {
  frequency: ReportFrequency;
  period: { from: Date; to: Date };
  locale: Locale;
  firstName: string | null;
  /** Asked for by the user ("send me one now"), not sent by the schedule. */
  requested: boolean;
  newMatches: number;
  /** name null: the copilot was deleted since. */
  byCopilot: { name: string | null; count: number }[];
  topMatches: { id: string; title: string; company: string; score: number }[];
  applied: number;
  forwardTotal: number;
  forward: { id: string; title: string; company: string; stage: "interview" | "offer" | "hired" }[];
  stages: Record<ApplicationStage, number>;
  waitingReview: number;
  /** Applications the copilot stopped on: a question only the user can answer, a CAPTCHA, a sign-in. */
  needsYou: number;
  tip: ReportTip;
  empty: boolean;
};

/** The tracker's "Needs you" tab. */
const NEEDS_YOU_PATH = "/applications?stage=needs_you";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

// Mail clients drop <style> and ignore most CSS: every rule is inline, layout is tables.
const FONT = "font-family:Arial,Helvetica,sans-serif;";
const COLORS = { text: "#1f2937", muted: "#6b7280", faint: "#9ca3af", brand: "#4f46e5", brandSoft: "#eef2ff", line: "#e5e7eb", page: "#f4f4f8", good: "#047857", goodSoft: "#ecfdf5", warnSoft: "#fffbeb", warn: "#92400e" };

function periodRange(data: ReportData): string {
  const options: Intl.DateTimeFormatOptions =
    data.frequency === "daily"
      ? { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" }
      : { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" };
  return new Intl.DateTimeFormat(data.locale, options).formatRange(data.period.from, data.period.to);
}

const button = (href: string, label: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:16px 0 4px"><tr><td bgcolor="${COLORS.brand}" style="border-radius:8px">` +
  `<a href="${escapeHtml(href)}" style="display:inline-block;padding:11px 20px;${FONT}font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(label)}</a>` +
  `</td></tr></table>`;

const heading = (text: string) => `<h2 style="margin:0 0 12px;${FONT}font-size:17px;line-height:1.3;color:${COLORS.text}">${escapeHtml(text)}</h2>`;

const section = (inner: string, background = "#ffffff") =>
  `<tr><td bgcolor="${background}" style="padding:20px 28px;border-top:1px solid ${COLORS.line};background:${background}">${inner}</td></tr>`;

const link = (href: string, label: string, style = "") =>
  `<a href="${escapeHtml(href)}" style="color:${COLORS.brand};text-decoration:underline;${style}">${escapeHtml(label)}</a>`;

/** The periodic applications report, in the user's language, as HTML and plain text. */
export async function renderReportMail(data: ReportData, options: { origin: string }) {
  const messages = await loadMessages(data.locale);
  const t = createTranslator({ locale: data.locale, messages, namespace: "Mail" });
  const stageName = createTranslator({ locale: data.locale, messages, namespace: "Stages.stage" });
  const number = new Intl.NumberFormat(data.locale);
  const url = (path: string) => `${options.origin}${path}`;
  const range = periodRange(data);

  const title = t(`report.title.${data.frequency}`);
  const highlight =
    data.forwardTotal > 0
      ? t("report.highlight.moved", { count: data.forwardTotal })
      : data.newMatches > 0
        ? t("report.highlight.matches", { count: data.newMatches })
        : data.applied > 0
          ? t("report.highlight.applied", { count: data.applied })
          : t("report.highlight.quiet");
  const subject = t("report.subject", { title, highlight });
  const greeting = data.firstName ? t("report.greeting", { name: data.firstName }) : t("report.greetingNoName");
  const intro = t("report.intro");
  const stats = [
    { label: t("report.stats.matches"), value: data.newMatches },
    { label: t("report.stats.applied"), value: data.applied },
    { label: t("report.stats.forward"), value: data.forwardTotal },
    { label: t("report.stats.review"), value: data.waitingReview },
  ];
  const copilotName = (name: string | null) => name ?? t("report.byCopilot.deleted");
  const jobTitle = (value: string) => value || t("report.top.untitled");
  const applicationUrl = (id: string) => url(`/applications?id=${encodeURIComponent(id)}`);
  const pipeline = [...APPLICATION_STAGES, ...APPLICATION_EXITS].filter((stage) => data.stages[stage] > 0);
  const tip = { body: t(`report.tip.${data.tip}.body`), action: t(`report.tip.${data.tip}.action`), href: url(TIP_LINKS[data.tip]) };
  const manage = t(data.requested ? "report.manage.requested" : `report.manage.${data.frequency}`);
  const forwardMore = data.forwardTotal - data.forward.length;

  // ---- HTML
  const parts: string[] = [];
  parts.push(
    `<tr><td style="padding:28px 28px 8px">` +
      `<p style="margin:0 0 16px;${FONT}font-size:13px;font-weight:bold;letter-spacing:.04em;color:${COLORS.brand}">job-copilot</p>` +
      `<h1 style="margin:0 0 6px;${FONT}font-size:24px;line-height:1.25;color:${COLORS.text}">${escapeHtml(title)}</h1>` +
      `<p style="margin:0 0 20px;${FONT}font-size:14px;color:${COLORS.muted}">${escapeHtml(range)}</p>` +
      `<p style="margin:0 0 8px;${FONT}font-size:16px;line-height:1.5;color:${COLORS.text}">${escapeHtml(greeting)}</p>` +
      `<p style="margin:0 0 8px;${FONT}font-size:16px;line-height:1.5;color:${COLORS.text}">${escapeHtml(intro)}</p>` +
      `</td></tr>`,
  );
  // Two tiles per row: four in a row would be too narrow on a phone, and media queries are not reliable in mail.
  const tile = (stat: (typeof stats)[number]) =>
    `<td width="50%" valign="top" style="padding:6px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="${COLORS.brandSoft}" style="padding:14px 16px;border-radius:10px;background:${COLORS.brandSoft}">` +
    `<p style="margin:0;${FONT}font-size:26px;font-weight:bold;line-height:1.1;color:${COLORS.brand}">${escapeHtml(number.format(stat.value))}</p>` +
    `<p style="margin:4px 0 0;${FONT}font-size:13px;line-height:1.3;color:${COLORS.text}">${escapeHtml(stat.label)}</p>` +
    `</td></tr></table></td>`;
  parts.push(
    `<tr><td style="padding:4px 22px 18px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">` +
      `<tr>${tile(stats[0]!)}${tile(stats[1]!)}</tr><tr>${tile(stats[2]!)}${tile(stats[3]!)}</tr></table></td></tr>`,
  );

  if (data.empty) {
    parts.push(section(`<p style="margin:0;${FONT}font-size:15px;line-height:1.5;color:${COLORS.muted}">${escapeHtml(t("report.quiet"))}</p>`));
  }

  if (data.forward.length > 0) {
    const rows = data.forward
      .map(
        (item) =>
          `<tr><td style="padding:6px 0;${FONT}font-size:15px;line-height:1.4;color:${COLORS.text}">` +
          `<span style="display:inline-block;padding:2px 8px;margin-right:6px;border-radius:999px;background:#d1fae5;color:${COLORS.good};font-size:12px;font-weight:bold">${escapeHtml(stageName(item.stage))}</span>` +
          `${link(applicationUrl(item.id), t("report.top.line", { title: jobTitle(item.title), company: item.company }), `color:${COLORS.text};text-decoration:none`)}</td></tr>`,
      )
      .join("");
    const more = forwardMore > 0 ? `<p style="margin:8px 0 0;${FONT}font-size:14px;color:${COLORS.muted}">${escapeHtml(t("report.forward.more", { count: forwardMore }))}</p>` : "";
    parts.push(section(`${heading(t("report.forward.heading"))}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows}</table>${more}`, COLORS.goodSoft));
  }

  if (data.topMatches.length > 0) {
    const rows = data.topMatches
      .map(
        (match) =>
          `<tr><td style="padding:10px 0;border-bottom:1px solid ${COLORS.line}">` +
          `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>` +
          `<td valign="top" style="${FONT}font-size:15px;line-height:1.4;color:${COLORS.text}">` +
          `${link(applicationUrl(match.id), jobTitle(match.title), `color:${COLORS.text};font-weight:bold;text-decoration:none`)}` +
          `<br><span style="font-size:14px;color:${COLORS.muted}">${escapeHtml(match.company)}</span></td>` +
          `<td valign="top" align="right" style="padding-left:12px;white-space:nowrap;${FONT}font-size:13px;font-weight:bold;color:${COLORS.brand}">${escapeHtml(t("report.top.score", { score: match.score }))}</td>` +
          `</tr></table></td></tr>`,
      )
      .join("");
    parts.push(
      section(
        `${heading(t("report.top.heading"))}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows}</table>` +
          `<p style="margin:14px 0 0;${FONT}font-size:14px">${link(url("/applications"), t("report.top.all"))}</p>`,
      ),
    );
  }

  if (data.byCopilot.length > 0) {
    const rows = data.byCopilot
      .map(
        (row) =>
          `<tr><td style="padding:5px 0;${FONT}font-size:15px;color:${COLORS.text}">${escapeHtml(copilotName(row.name))}</td>` +
          `<td align="right" style="padding:5px 0;${FONT}font-size:15px;color:${COLORS.muted};white-space:nowrap">${escapeHtml(t("report.byCopilot.count", { count: row.count }))}</td></tr>`,
      )
      .join("");
    parts.push(section(`${heading(t("report.byCopilot.heading"))}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows}</table>`));
  }

  if (data.needsYou > 0) {
    parts.push(
      section(
        `${heading(t("report.needsYou.heading", { count: data.needsYou }))}` +
          `<p style="margin:0;${FONT}font-size:15px;line-height:1.5;color:${COLORS.text}">${escapeHtml(t("report.needsYou.body"))}</p>` +
          button(url(NEEDS_YOU_PATH), t("report.needsYou.action")),
        COLORS.warnSoft,
      ),
    );
  }

  if (data.waitingReview > 0) {
    parts.push(
      section(
        `${heading(t("report.review.heading", { count: data.waitingReview }))}` +
          `<p style="margin:0;${FONT}font-size:15px;line-height:1.5;color:${COLORS.text}">${escapeHtml(t("report.review.body"))}</p>` +
          button(url("/applications/review"), t("report.review.action")),
        COLORS.warnSoft,
      ),
    );
  }

  const pipelineRows = pipeline.length
    ? pipeline
        .map(
          (stage) =>
            `<tr><td style="padding:4px 0;${FONT}font-size:14px;color:${COLORS.text}">${escapeHtml(stageName(stage))}</td>` +
            `<td align="right" style="padding:4px 0;${FONT}font-size:14px;font-weight:bold;color:${COLORS.text}">${escapeHtml(number.format(data.stages[stage]))}</td></tr>`,
        )
        .join("")
    : `<tr><td style="${FONT}font-size:14px;color:${COLORS.muted}">${escapeHtml(t("report.pipeline.empty"))}</td></tr>`;
  parts.push(section(`${heading(t("report.pipeline.heading"))}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${pipelineRows}</table>`));

  parts.push(
    section(
      `<p style="margin:0 0 6px;${FONT}font-size:12px;font-weight:bold;letter-spacing:.06em;text-transform:uppercase;color:${COLORS.brand}">${escapeHtml(t("report.tip.heading"))}</p>` +
        `<p style="margin:0;${FONT}font-size:15px;line-height:1.5;color:${COLORS.text}">${escapeHtml(tip.body)}</p>` +
        `<p style="margin:10px 0 0;${FONT}font-size:15px;font-weight:bold">${link(tip.href, tip.action)}</p>`,
      COLORS.brandSoft,
    ),
  );

  const html = `<!doctype html>
<html lang="${data.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light only"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.page}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(t("report.preheader", { range }))}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLORS.page}" style="background:${COLORS.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
${parts.join("\n")}
<tr><td style="padding:20px 28px 28px;border-top:1px solid ${COLORS.line}">
${button(url("/applications"), t("report.open"))}
<p style="margin:18px 0 0;${FONT}font-size:13px;line-height:1.5;color:${COLORS.muted}">${escapeHtml(manage)} ${link(url("/account"), t("report.manage.action"))}</p>
<p style="margin:8px 0 0;${FONT}font-size:12px;line-height:1.5;color:${COLORS.faint}">${escapeHtml(t("footer"))}</p>
</td></tr>
</table>
</td></tr></table>
</body></html>`;

  // ---- Plain text: the same content, readable without any markup.
  const lines: string[] = [title, range, "", greeting, intro, ""];
  for (const stat of stats) lines.push(`${stat.label}: ${number.format(stat.value)}`);
  lines.push("");
  if (data.empty) lines.push(t("report.quiet"), "");
  // Section names in capitals stand in for headings; a heading that is a sentence stays as written.
  const block = (name: string, body: string[], shout = true) => lines.push(shout ? name.toLocaleUpperCase(data.locale) : name, ...body, "");
  if (data.forward.length > 0) {
    block(t("report.forward.heading"), [
      ...data.forward.map((item) => `- ${stageName(item.stage)}: ${t("report.top.line", { title: jobTitle(item.title), company: item.company })}\n  ${applicationUrl(item.id)}`),
      ...(forwardMore > 0 ? [t("report.forward.more", { count: forwardMore })] : []),
    ]);
  }
  if (data.topMatches.length > 0) {
    block(t("report.top.heading"), [
      ...data.topMatches.map(
        (match) => `- ${t("report.top.line", { title: jobTitle(match.title), company: match.company })} (${t("report.top.score", { score: match.score })})\n  ${applicationUrl(match.id)}`,
      ),
      `${t("report.top.all")}: ${url("/applications")}`,
    ]);
  }
  if (data.byCopilot.length > 0) {
    block(t("report.byCopilot.heading"), data.byCopilot.map((row) => `- ${copilotName(row.name)}: ${t("report.byCopilot.count", { count: row.count })}`));
  }
  if (data.needsYou > 0) {
    block(t("report.needsYou.heading", { count: data.needsYou }), [t("report.needsYou.body"), `${t("report.needsYou.action")}: ${url(NEEDS_YOU_PATH)}`], false);
  }
  if (data.waitingReview > 0) {
    block(t("report.review.heading", { count: data.waitingReview }), [t("report.review.body"), `${t("report.review.action")}: ${url("/applications/review")}`], false);
  }
  block(t("report.pipeline.heading"), pipeline.length ? pipeline.map((stage) => `- ${stageName(stage)}: ${number.format(data.stages[stage])}`) : [t("report.pipeline.empty")]);
  block(t("report.tip.heading"), [tip.body, `${tip.action}: ${tip.href}`]);
  lines.push(`${t("report.open")}: ${url("/applications")}`, "", "—", `${manage} ${t("report.manage.action")}: ${url("/account")}`, t("footer"));
  const text = lines.join("\n");

  return { subject, html, text, link: url("/applications") };
}
