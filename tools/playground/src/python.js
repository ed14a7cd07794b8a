// The playground's Python as the worker and the snapshot both start it: where the
// compiler is unpacked, and the one Python function the page's requests go through.

export const SITE_PACKAGES = "/lib/python3.14/site-packages";

// The methods of allfours.playground.Playground the page may call.
const METHODS = [
  "check", "complete", "hover", "formatted", "pages", "module", "hand",
  "compare_start", "compare_step", "house_rule",
];

// `answer(method, args_json)`: the method's answer as JSON; `playground`: the session.
const SETUP = `
import json
from allfours.playground import Playground

METHODS = frozenset(json.loads(methods_json))
playground = Playground(json.loads(extensions_json))

def answer(method, args_json):
    if method not in METHODS:
        raise ValueError(f"no such method: {method}")
    return json.dumps(getattr(playground, method)(*json.loads(args_json)))
`;

// What the snapshot runs once, so that the page finds it done: a variant of each line of
// the family, in every language of the site, through every method.
const WARM_UP = `
for name in ("auction_pitch_to_11", "seven_up", "cinch"):
    text = playground.source(name)
    playground.check(text + "\\ntarget: 2x\\n")
    playground.check(text)
    playground.complete(text, len(text))
    playground.formatted(text)
    playground.module(text)
    for language in json.loads(languages_json):
        playground.hover(text, text.index("variant"), language)
        playground.pages(text, language)
        playground.hand(text, 1, language)
        playground.compare_start(text, 2, 1)
        while "html" not in playground.compare_step(language):
            pass
    playground.house_rule(name, "house", "House")
playground._comparison = None
`;

export function setUp(pyodide, config) {
  const globals = pyodide.globals;
  globals.set("methods_json", JSON.stringify(METHODS));
  globals.set("extensions_json", JSON.stringify(config.markdown_extensions));
  pyodide.runPython(SETUP);
}

export function warmUp(pyodide, config) {
  setUp(pyodide, config);
  pyodide.globals.set("languages_json", JSON.stringify(config.languages));
  pyodide.runPython(WARM_UP);
}

export function call(pyodide, method, args) {
  const answer = pyodide.globals.get("answer");
  try {
    return JSON.parse(answer(method, JSON.stringify(args)));
  } finally {
    answer.destroy();
  }
}
