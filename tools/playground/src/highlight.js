// Highlighting of variant files for CodeMirror, with the words of the Pygments lexer
// (allfours.highlight, from the setting registry): the build writes them into
// playground.json, so the editor, the site's code blocks and the terminal agree.

const escape = (word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ +/g, "[ \\t]+");
const alternatives = (words) => [...words].sort((a, b) => b.length - a.length).map(escape).join("|");

export function variantLanguage(words) {
  const statement = new RegExp(`^(?:${alternatives(words.statements)})(?=[ \\t]*:)`);
  const runOn = new RegExp(`^(?:${alternatives(words.run_on)})(?![\\w'-])`);
  const values = new RegExp(`^(?:${alternatives([...words.ranks, ...words.suits, "none"])})(?![\\w'-])`);
  return {
    name: "allfours",
    startState: () => ({ inString: false }),
    token(stream, state) {
      if (state.inString) {
        if (stream.match(/^(?:[^"\\]|\\.)*"/)) state.inString = false;
        else stream.skipToEnd();
        return "string";
      }
      if (stream.sol()) {
        stream.eatSpace();
        if (stream.match(/^variant(?![\w'-])/)) return "keyword";
        if (stream.match(/^point[ \t]+[a-zA-Z_]\w*/)) return "keyword";
        if (stream.match(statement) || stream.match(runOn)) return "keyword";
      }
      if (stream.eatSpace()) return null;
      if (stream.match(/^#.*/)) return "comment";
      if (stream.match('"')) {
        state.inString = true;
        return "string";
      }
      if (stream.match(/^extends(?![\w'-])/)) return "keyword";
      if (stream.match(/^\d+\b/)) return "number";
      if (stream.match(values)) return "atom";
      if (stream.match(/^[a-zA-Z_][\w]*(?:['-][\w]+)*'?/)) return null;
      stream.next();
      return "punctuation";
    },
  };
}
