#!/usr/bin/env node
// The conformance protocol (allfours-conformance/1) over pitch.js: JSON Lines on stdin
// and stdout, one reply per request, each echoing the request's id. This file is the
// whole adapter an implementer needs to write; the runner does the rest:
//
//   allfours conformance run generated/conformance/auction_pitch.jsonl \
//       --impl 'node tools/js-pitch/adapter.js'
"use strict";

const readline = require("node:readline");
const { PitchHand, VARIANTS } = require("./pitch.js");

const PROTOCOL = "allfours-conformance/1";
let hand = null;

function handle(request) {
  switch (request.op) {
    case "hello":
      return { ok: true, protocol: PROTOCOL, implementation: "js-pitch", variants: Object.keys(VARIANTS) };
    case "start":
      hand = new PitchHand(request.variant, request); // throws on a variant or deal it refuses
      return { ok: true };
    case "legal":
      return { ok: true, to_act: hand.toAct(), legal: hand.legal() };
    case "apply": {
      const refusal = hand.apply(request.seat, request.action);
      if (refusal === null) return { ok: true, accepted: true };
      return { ok: true, accepted: false, rule: refusal.rule, message: refusal.message };
    }
    case "result":
      return { ok: true, result: hand.result() };
    case "bye":
      return { ok: true };
    default:
      return { ok: false, error: `unknown op ${JSON.stringify(request.op)}` };
  }
}

// Replies to the lines of one read are written together: the runner sends a whole hand
// at once, and one write per hand is much cheaper than one per reply.
let pending = [];
function flush() {
  if (pending.length) process.stdout.write(pending.join(""));
  pending = [];
}

const input = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
input.on("line", (line) => {
  if (!line.trim()) return;
  let request;
  let reply;
  try {
    request = JSON.parse(line);
    reply = handle(request);
  } catch (error) {
    reply = { ok: false, error: String(error && error.message ? error.message : error) };
  }
  const id = request && typeof request === "object" ? request.id : null;
  if (pending.length === 0) setImmediate(flush);
  pending.push(JSON.stringify({ id, ...reply }) + "\n");
  if (request && request.op === "bye") {
    flush();
    process.exit(0);
  }
});
input.on("close", () => flush());
