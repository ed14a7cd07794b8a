// The playground's Web Worker: Python (Pyodide) off the page's thread. It restores the
// memory snapshot the build made (the compiler imported and warmed up), answers the
// page's requests in order, and plays a comparison a few games at a time so that a
// check asked for meanwhile is answered between two steps.
import createPyodideModule from "./pyodide/pyodide.asm.mjs";
import { loadPyodide } from "./pyodide/pyodide.mjs";
import { SITE_PACKAGES, call, warmUp } from "./python.js";

const here = new URL(".", import.meta.url);
const version = new URL(import.meta.url).searchParams.get("v") || "";
const asset = (name) => new URL(`${name}?v=${version}`, here).href;

async function bytes(name, gunzip = false) {
  const response = await fetch(asset(name));
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  const body = gunzip ? response.body.pipeThrough(new DecompressionStream("gzip")) : response.body;
  return new Uint8Array(await new Response(body).arrayBuffer());
}

// The compiler's files, unpacked when first needed (or just after the first answer).
let unpack = async () => {};
let unpacked = null;
const files = () => (unpacked ??= unpack());

async function start() {
  const config = await (await fetch(asset("playground.json"))).json();
  const sitePackages = bytes("site-packages.zip");
  const indexURL = new URL("pyodide/", here).href;
  let pyodide;
  try {
    const snapshot = await bytes("snapshot.bin.gz", true);
    // Pyodide sizes the memory for a snapshot by a setting its module (whose memory is
    // its own, 30 MB at first) does not read: the memory is grown here before the
    // snapshot is written into it.
    const grown = async (settings) => {
      const module = await createPyodideModule(settings);
      module.growMemory(snapshot.length);
      return module;
    };
    pyodide = await loadPyodide({
      indexURL,
      _loadSnapshot: snapshot,
      createPyodideModule: grown,
      env: {},
      packages: [],
    });
    // The snapshot holds the session (\`playground\`, \`answer\`) the build set up and ran.
    // The modules are in the snapshot's memory; their files (and the package data they
    // may still read) are unpacked once the first answer is out.
    unpack = async () =>
      pyodide.unpackArchive(await sitePackages, "zip", { extractDir: SITE_PACKAGES });
  } catch (error) {
    console.warn("playground: no snapshot, starting Python", error);
    pyodide = await loadPyodide({ indexURL, env: {}, packages: [] });
    pyodide.unpackArchive(await sitePackages, "zip", { extractDir: SITE_PACKAGES });
    unpacked = Promise.resolve();
    warmUp(pyodide, config);
  }
  return pyodide;
}

// What the page is told when Python fails: the error's last line (its kind and message),
// never a traceback, which goes to the console for whoever debugs the page.
function failure(error) {
  const text = String(error?.message || error).trim();
  const lines = text.split("\n");
  if (lines.length > 1) console.warn(text);
  return lines.at(-1);
}

const ready = start();
let comparing = 0; // the comparison running: a newer one stops it
const CHEAP = new Set(["check", "complete", "hover"]);

async function compare({ id, args }) {
  const run = ++comparing;
  const pyodide = await ready;
  await files();
  const [text, games, seed, language] = args;
  let answer = call(pyodide, "compare_start", [text, games, seed]);
  while (answer.compiles && !answer.html) {
    postMessage({ id, progress: answer });
    // Other requests (a check as the author types) are answered between two steps.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (run !== comparing) return postMessage({ id, result: { cancelled: true } });
    answer = call(pyodide, "compare_step", [language]);
  }
  postMessage({ id, result: answer });
}

async function handle({ id, method, args }) {
  const pyodide = await ready;
  if (!CHEAP.has(method)) await files();
  postMessage({ id, result: call(pyodide, method, args) });
  setTimeout(() => files().catch(() => {}), 0); // a failure is told to the request that needs them
}

// Requests wait their turn, but a check (or a completion, a hover) goes before the panes'
// requests still waiting: the author's next keystroke never waits for a rulebook.
const waiting = [];
let busy = false;

async function serve() {
  if (busy) return;
  busy = true;
  while (waiting.length) {
    const urgent = waiting.findIndex((request) => CHEAP.has(request.method));
    const [request] = waiting.splice(urgent < 0 ? 0 : urgent, 1);
    try {
      await handle(request);
    } catch (error) {
      postMessage({ id: request.id, error: failure(error) });
    }
  }
  busy = false;
}

onmessage = ({ data }) => {
  if (data.method === "compare") {
    compare(data).catch((error) => postMessage({ id: data.id, error: failure(error) }));
  } else {
    waiting.push(data);
    serve();
  }
};
