// The playground page: the editor (CodeMirror 6), its output panes and the share link.
// Python runs in a Web Worker (worker.js); this thread only edits and shows. Everything
// that comes from a variant file reaches the page as text (textContent), or as HTML the
// compiler rendered with the variant's own text escaped, as the site renders its pages.
import { autocompletion } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import {
  StreamLanguage,
  defaultHighlightStyle,
  syntaxHighlighting,
} from "@codemirror/language";
import { lintGutter, linter } from "@codemirror/lint";
import { EditorState } from "@codemirror/state";
import {
  EditorView,
  highlightActiveLine,
  highlightSpecialChars,
  hoverTooltip,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import { decodeShare, encodeShare } from "./share.js";
import { variantLanguage } from "./highlight.js";
import { STYLE } from "./style.js";

const root = document.getElementById("playground");
const config = JSON.parse(document.getElementById("playground-config").textContent);
const words = config.words;
const language = config.language;
const assets = new URL(config.assets, location.href);
const PANES = ["rulebook", "card", "hand", "compare"];
// The bundled variants (id, title, text), for the menu and the links from rulebook pages.
const bundledVariants = fetch(new URL(`variants.json?v=${config.version}`, assets)).then((r) => r.json());

function say(key, values = {}) {
  const text = words[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

function element(tag, attributes = {}, ...children) {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "text") made.textContent = value;
    else if (name.startsWith("on")) made.addEventListener(name.slice(2), value);
    else made.setAttribute(name, value);
  }
  made.append(...children);
  return made;
}

// --- the worker -----------------------------------------------------------------------

const worker = new Worker(new URL(`worker.js?v=${config.version}`, assets), { type: "module" });
let requests = 0;
const waiting = new Map();
worker.onmessage = ({ data }) => {
  const pending = waiting.get(data.id);
  if (!pending) return;
  if (data.progress) return pending.progress?.(data.progress);
  waiting.delete(data.id);
  if (data.error) pending.reject(new Error(data.error));
  else pending.resolve(data.result);
};
worker.onerror = (event) => setStatus(say("failed", { error: event.message }), "error");

// A request Python could not answer: one line in the status, the editor left as it is.
function failed(error) {
  setStatus(say("failed", { error: error?.message ?? String(error) }), "error");
}

function ask(method, args, progress) {
  const id = ++requests;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, progress });
    worker.postMessage({ id, method, args });
  });
}

// --- the page's parts -----------------------------------------------------------------

document.head.append(element("style", { text: STYLE }));
const status = element("p", { class: "pg-status", role: "status", "aria-live": "polite" });
function setStatus(text, kind = "") {
  status.textContent = text;
  status.dataset.kind = kind;
}
setStatus(say("starting"), "busy");

const menu = element("select", { id: "pg-open", "aria-label": say("open") });
const bundled = element("optgroup", { label: say("bundled") });
const houses = element("optgroup", { label: say("new_rule") });
const texts = {};
menu.append(element("option", { value: "", text: "—" }), bundled, houses);
menu.addEventListener("change", () => {
  const [kind, id] = menu.value.split(":");
  menu.value = "";
  if (kind === "v") setText(texts[id]);
  if (kind === "h") houseRule(id);
});

const shareLink = element("input", {
  class: "pg-share-link",
  readonly: "",
  "aria-label": say("share_link"),
});
const toolbar = element(
  "div",
  { class: "pg-toolbar" },
  element("label", { for: "pg-open", text: say("open") }),
  menu,
  element("button", { type: "button", id: "pg-share", class: "md-button", onclick: share, text: say("share") }),
  element("button", { type: "button", id: "pg-tidy", class: "md-button", onclick: tidy, text: say("tidy") }),
  element("button", { type: "button", id: "pg-download-variant", class: "md-button", onclick: downloadVariant, text: say("download_variant") }),
  element("button", { type: "button", id: "pg-download-module", class: "md-button", onclick: downloadModule, text: say("download_module") }),
  shareLink,
);

const tabs = element("div", { class: "pg-tabs", role: "tablist", "aria-label": say("panes") });
const paneBox = element("div", { class: "pg-panes" });
const panes = {};
for (const name of PANES) {
  const tab = element("button", {
    type: "button",
    role: "tab",
    id: `pg-tab-${name}`,
    "aria-controls": `pg-pane-${name}`,
    text: say(`pane_${name}`),
    onclick: () => showPane(name),
  });
  const body = element("div", { class: "pg-pane-body md-typeset" });
  const pane = element("section", {
    id: `pg-pane-${name}`,
    role: "tabpanel",
    "aria-labelledby": `pg-tab-${name}`,
    class: "pg-pane",
  });
  panes[name] = { tab, pane, body };
  tabs.append(tab);
  paneBox.append(pane);
}

const dealButton = element("button", { type: "button", id: "pg-deal", class: "md-button", onclick: () => { seed++; refresh("hand"); }, text: say("deal") });
panes.hand.pane.append(element("div", { class: "pg-pane-tools" }, dealButton), panes.hand.body);
const gamesInput = element("input", { id: "pg-games", type: "number", min: "1", max: "3000", value: String(config.games) });
const progressBar = element("progress", { max: "1", value: "0" });
const progressText = element("span", { class: "pg-progress" });
const runButton = element("button", { type: "button", id: "pg-run", class: "md-button", onclick: runComparison, text: say("run") });
panes.compare.pane.append(
  element(
    "div",
    { class: "pg-pane-tools" },
    element("label", { for: "pg-games", text: say("games") }),
    gamesInput,
    runButton,
    progressBar,
    progressText,
  ),
  panes.compare.body,
);
for (const name of ["rulebook", "card"]) panes[name].pane.append(panes[name].body);

const editorBox = element("div", { class: "pg-editor", "aria-label": say("editor") });
root.replaceChildren(
  toolbar,
  status,
  element("div", { class: "pg-main" }, editorBox, element("div", { class: "pg-outputs" }, tabs, paneBox)),
);

// --- the editor -----------------------------------------------------------------------

let lastCheck = null; // the last check: its text, its answer and its number
let checks = 0;

async function lint(view) {
  const text = view.state.doc.toString();
  let answer;
  try {
    answer = await ask("check", [text]);
  } catch (error) {
    failed(error);
    return [];
  }
  if (view.state.doc.toString() !== text) return []; // typed on meanwhile: a newer check comes
  lastCheck = { text, answer, number: ++checks };
  const errors = answer.diagnostics.filter((d) => d.severity === "error").length;
  const warnings = answer.diagnostics.length - errors;
  setStatus(answer.diagnostics.length ? say("problems", { errors, warnings }) : say("clean"), errors ? "error" : "ok");
  root.dataset.checked = String(checks);
  scheduleRefresh(text, answer.compiles);
  return answer.diagnostics.map((d) => ({
    from: Math.min(d.from, text.length),
    to: Math.min(Math.max(d.to, d.from), text.length),
    severity: d.severity === "error" ? "error" : d.severity === "warning" ? "warning" : "info",
    source: d.code,
    message: d.message,
    renderMessage: () => element("pre", { class: "pg-report", text: d.report }),
    actions: d.fixes.map((fix) => ({
      name: fix.label,
      apply: (target) => target.dispatch({ changes: fix.edits.map((e) => ({ from: e.from, to: e.to, insert: e.insert })) }),
    })),
  }));
}
async function complete(context) {
  const word = context.matchBefore(/[\w'-]*/);
  const before = context.state.sliceDoc(Math.max(0, context.pos - 1), context.pos);
  if (!context.explicit && word.from === word.to && !/[ :]/.test(before)) return null;
  const answer = await ask("complete", [context.state.doc.toString(), context.pos]).catch(failed);
  if (!answer?.items.length) return null;
  return {
    from: Math.min(...answer.items.map((item) => item.from)),
    options: answer.items.map((item, order) => ({
      label: item.label,
      apply: item.apply,
      detail: item.detail || undefined,
      type: item.kind === "value" ? "constant" : "keyword",
      boost: -order,
    })),
  };
}

const hover = hoverTooltip(async (view, pos) => {
  const answer = await ask("hover", [view.state.doc.toString(), pos, language]).catch(failed);
  if (!answer) return null;
  return {
    pos: answer.from,
    end: answer.to,
    above: true,
    create: () => {
      const dom = element("div", { class: "pg-hover md-typeset" });
      dom.innerHTML = answer.html; // the compiler's: every text escaped
      return { dom };
    },
  };
});

const view = new EditorView({
  parent: editorBox,
  state: EditorState.create({
    doc: "",
    extensions: [
      EditorState.lineSeparator.of("\n"), // lines as the checker counts them
      lineNumbers(),
      highlightSpecialChars(),
      history(),
      highlightActiveLine(),
      StreamLanguage.define(variantLanguage(config.highlight)),
      syntaxHighlighting(defaultHighlightStyle),
      linter(lint, { delay: 60 }),
      lintGutter(),
      autocompletion({ override: [complete], activateOnTyping: true }),
      hover,
      keymap.of([...defaultKeymap, ...historyKeymap]),
      EditorView.lineWrapping,
    ],
  }),
});

function setText(text) {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

async function houseRule(base) {
  const text = await ask("house_rule", [base, "house", say("house_title")]).catch(failed);
  if (text) setText(text);
}

async function tidy() {
  const text = await ask("formatted", [view.state.doc.toString()]).catch(failed);
  if (typeof text === "string") setText(text);
}

// --- the panes ------------------------------------------------------------------------

let current = "rulebook";
let seed = 1;
let shown = { rulebook: null, card: null, hand: null }; // the text each pane shows
let refreshTimer = 0;

function showPane(name) {
  current = PANES.includes(name) ? name : "rulebook";
  for (const each of PANES) {
    const selected = each === current;
    panes[each].tab.setAttribute("aria-selected", String(selected));
    panes[each].pane.hidden = !selected;
  }
  if (lastCheck) scheduleRefresh(lastCheck.text, lastCheck.answer.compiles);
}

function scheduleRefresh(text, compiles) {
  clearTimeout(refreshTimer);
  // After a pause in the typing: a pane takes Python longer than a check.
  refreshTimer = setTimeout(() => refresh(current, text, compiles), 400);
}

function notCompiling(body) {
  body.replaceChildren(element("p", { class: "pg-note", text: say("not_compiling") }));
}

// A pane says which check's text it shows (data-check, the check's number), so that
// whoever reads the page knows when a pane is up to date.
function showing(name, text) {
  if (lastCheck?.text === text) panes[name].pane.dataset.check = String(lastCheck.number);
}

async function refresh(name, text = view.state.doc.toString(), compiles = lastCheck?.answer.compiles) {
  const { body, pane } = panes[name];
  if (name === "compare") {
    if (!compiles) notCompiling(body);
    return;
  }
  const key = `${text}\u0000${language}\u0000${name === "hand" ? seed : ""}`;
  if (shown[name] === key) return showing(name, text);
  shown[name] = key;
  pane.setAttribute("aria-busy", "true");
  try {
    if (name === "hand") {
      const answer = await ask("hand", [text, seed, language]);
      if (shown[name] !== key) return;
      if (!answer.compiles) notCompiling(body);
      else body.replaceChildren(handView(answer));
    } else {
      const answer = await ask("pages", [text, language]);
      if (shown[name] !== key) return;
      if (!answer.compiles) notCompiling(body);
      else body.innerHTML = answer[name]; // the site's rendering: the variant's text escaped
    }
    pane.dataset.shown = String((Number(pane.dataset.shown) || 0) + 1);
    showing(name, text);
  } catch (error) {
    shown[name] = null; // asked again at the next change
    failed(error);
  } finally {
    pane.removeAttribute("aria-busy");
  }
}

const SUITS = { S: "♠", H: "♥", D: "♦", C: "♣" };
function card(code) {
  if (code === "JK") return element("span", { class: "pg-card", text: "🃏" });
  const rank = code.slice(0, -1).replace("T", "10");
  const suit = code.slice(-1);
  return element("span", { class: `pg-card pg-suit-${suit}`, text: `${rank}${SUITS[suit] ?? suit}` });
}

function handView(answer) {
  const seat = (n) => say("player", { n: n + 1 });
  const side = (lowest) => {
    if (lowest === null || lowest === undefined) return "—";
    const members = answer.side_of.map((s, i) => [s, i]).filter(([s]) => s === lowest).map(([, i]) => i + 1);
    if (members.length < 2) return seat(lowest);
    return say("players", { list: `${members.slice(0, -1).join(", ")} ${say("and")} ${members.at(-1)}` });
  };
  const list = element("ol", { class: "pg-hand" });
  let trick = null;
  for (const step of answer.steps) {
    const item = element("li", { class: `pg-step pg-${step.kind}` });
    const line = element("span", { class: "pg-step-text" });
    const fill = (text, cards = {}) => {
      // Words around card symbols: each {card} placeholder becomes a card.
      const parts = text.split(/(\u0001\w+\u0001)/);
      for (const part of parts) {
        const name = part.match(/^\u0001(\w+)\u0001$/)?.[1];
        line.append(name ? card(cards[name]) : part);
      }
    };
    const cardHole = (name) => `\u0001${name}\u0001`;
    switch (step.kind) {
      case "Dealt":
        fill(say("event_Dealt", { dealer: seat(step.dealer) }));
        item.append(line, element("div", { class: "pg-hands" }, ...step.hands.map((cards, i) =>
          element("div", {}, element("span", { class: "pg-seat", text: seat(i) }), ...cards.map(card)))));
        break;
      case "Bid":
        if (step.action === "take set") fill(say("event_Bid_take_set", { seat: seat(step.seat) }));
        else fill(step.action === "pass" ? say("event_Bid_pass", { seat: seat(step.seat) }) : say("event_Bid", { seat: seat(step.seat), amount: step.action.split(" ")[1] }));
        break;
      case "SaleAnswered":
        fill(say(`event_SaleAnswered_${step.action}`, { seat: seat(step.seat), price: step.price }));
        break;
      case "Contract":
        fill(step.bid === null ? say("event_Contract_none", { seat: seat(step.pitcher) }) : say("event_Contract", { seat: seat(step.pitcher), bid: step.bid }));
        break;
      case "CardTurnedUp":
        fill(say("event_CardTurnedUp", { card: cardHole("card") }), { card: step.card });
        break;
      case "Begged":
        fill(say(`event_Begged_${step.action}`, { seat: seat(step.seat) }));
        break;
      case "Discarded":
      case "Drew":
        fill(say(`event_${step.kind}`, { seat: seat(step.seat), card: cardHole("card") }), { card: step.card });
        break;
      case "DiscardsDone":
        fill(say("event_DiscardsDone", { seat: seat(step.seat) }));
        break;
      case "TrumpFixed":
        fill(say("event_TrumpFixed", { suit: `${SUITS[step.suit] ?? ""} ${say(`suit_${step.suit}`)}` }));
        break;
      case "Played":
        fill(say("event_Played", { seat: seat(step.seat), card: cardHole("card") }), { card: step.card });
        break;
      case "TrickWon":
        fill(say("event_TrickWon", { winner: seat(step.winner) }));
        break;
      case "PointScored":
        fill(step.side === null
          ? say("event_PointScored_none", { point: answer.points[step.point] ?? step.point })
          : say("event_PointScored", { point: answer.points[step.point] ?? step.point, side: side(step.side), value: step.value }));
        break;
      case "SetBack":
        fill(say("event_SetBack", { side: side(step.side), amount: step.amount }));
        break;
      case "HandScored":
        fill(say("event_HandScored", { scores: step.scores.join(" · ") }));
        break;
      case "GameWon":
        fill(say("event_GameWon", { side: side(step.side) }));
        break;
      default:
        fill(say(`event_${step.kind}`));
    }
    if (step.kind !== "Dealt") item.prepend(line);
    for (const number of step.rules) {
      const rule = element("span", { class: "pg-rule", text: number, tabindex: "0" });
      rule.setAttribute("aria-label", say("rule", { number }));
      const sentence = answer.rules[number];
      if (sentence) {
        const tip = element("span", { class: "pg-rule-text" });
        tip.innerHTML = sentence; // the rulebook's sentence, rendered as on the site
        rule.append(tip);
      }
      item.append(" ", rule);
    }
    if (step.kind === "Played") {
      if (!trick) {
        trick = element("ol", { class: "pg-trick" });
        list.append(element("li", { class: "pg-step pg-trick-box" }, trick));
      }
      trick.append(item);
    } else {
      if (step.kind === "TrickWon") trick = null;
      list.append(item);
    }
  }
  return list;
}

let comparison = 0;
async function runComparison() {
  const run = ++comparison;
  const text = view.state.doc.toString();
  const games = Math.max(1, Math.min(3000, Number(gamesInput.value) || config.games));
  const body = panes.compare.body;
  progressBar.value = 0;
  progressText.textContent = "";
  panes.compare.pane.setAttribute("aria-busy", "true");
  try {
    const answer = await ask("compare", [text, games, config.seed, language], (progress) => {
      if (run !== comparison) return;
      progressBar.value = progress.played / progress.total;
      progressText.textContent = say("played", progress);
    });
    if (run !== comparison || answer.cancelled) return;
    if (!answer.compiles) return notCompiling(body);
    progressBar.value = 1;
    progressText.textContent = say("played", answer);
    body.innerHTML = answer.html; // the site's section: figures and variant ids only
    panes.compare.pane.dataset.shown = String((Number(panes.compare.pane.dataset.shown) || 0) + 1);
  } catch (error) {
    failed(error);
  } finally {
    if (run === comparison) panes.compare.pane.removeAttribute("aria-busy");
  }
}

// --- files and the share link -----------------------------------------------------------

function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  element("a", { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function fileName(text, suffix) {
  return `${text.match(/^[ \t]*variant[ \t]+([a-z][a-z0-9_]*)/m)?.[1] ?? "house"}${suffix}`;
}

function downloadVariant() {
  const text = view.state.doc.toString();
  download(fileName(text, ".variant"), text, "text/plain");
}

async function downloadModule() {
  const answer = await ask("module", [view.state.doc.toString()]).catch(failed);
  if (!answer) return;
  if (answer.compiles) download(answer.name, answer.text, "text/x-python");
  else setStatus(say("not_compiling"), "error");
}

async function share() {
  const fragment = await encodeShare({ file: view.state.doc.toString(), language, pane: current });
  const link = `${location.origin}${location.pathname}#${fragment}`;
  window.history.replaceState(null, "", `#${fragment}`);
  shareLink.value = link;
  shareLink.hidden = false;
  try {
    await navigator.clipboard.writeText(link);
    setStatus(say("shared"), "ok");
  } catch {
    shareLink.select(); // no clipboard here: the link is selected, to copy by hand
  }
}

async function open() {
  for (const { id, title, text } of await bundledVariants) {
    texts[id] = text;
    bundled.append(element("option", { value: `v:${id}`, text: title }));
    houses.append(element("option", { value: `h:${id}`, text: title }));
  }
  const fragment = location.hash.slice(1);
  const params = new URLSearchParams(fragment);
  const shared = params.has("f") ? await decodeShare(fragment) : null;
  if (shared && shared.language !== language && config.pages[shared.language]) {
    location.replace(new URL(`${config.pages[shared.language]}#${fragment}`, location.href));
    return;
  }
  if (shared) {
    setText(shared.file);
    showPane(shared.pane);
  } else {
    const wanted = new URLSearchParams(location.search).get("v") ?? params.get("v");
    setText(texts[wanted] ?? texts[config.start] ?? "");
    showPane(params.get("p") ?? "rulebook");
  }
}

shareLink.hidden = true;
open().catch(failed);
