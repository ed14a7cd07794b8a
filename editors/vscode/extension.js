// The All Fours variant extension: starts `allfours lsp` (the language server of the
// allfours package) for every .variant file. The grammar gives colour without it.
"use strict";

const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const settings = vscode.workspace.getConfiguration("allfours");
  const [command, ...args] = settings.get("command", ["allfours", "lsp"]);
  client = new LanguageClient(
    "allfours",
    "All Fours",
    { command, args, transport: TransportKind.stdio },
    {
      documentSelector: [{ scheme: "file", language: "allfours" }],
      synchronize: { configurationSection: "allfours" },
    },
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
