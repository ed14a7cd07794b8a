// Pyodide's memory after the playground's Python has run once in every language: the
// compiler and its dependencies imported, the parser's tables built, the templates
// compiled. The page restores it instead of starting Python and importing (see
// src/worker.js). Run by build.py: node snapshot.mjs PYODIDE_DIR SITE_PACKAGES_ZIP CONFIG
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { warmUp, SITE_PACKAGES } from "./src/python.js";

const [pyodideDir, sitePackages, configPath] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const config = JSON.parse(readFileSync(configPath, "utf-8"));
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, _makeSnapshot: true, env: {} });
pyodide.unpackArchive(new Uint8Array(readFileSync(sitePackages)), "zip", { extractDir: SITE_PACKAGES });
warmUp(pyodide, config);
writeFileSync("snapshot.bin", pyodide.makeMemorySnapshot());
