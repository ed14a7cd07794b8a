// The playground's own styles (the rest is the site's theme): the editor beside its
// panes on a wide screen, one above the other on a phone.
export const STYLE = `
.pg-toolbar { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; margin-bottom: .4rem; }
.pg-toolbar .md-button { padding: .2em .8em; font-size: .7rem; }
.pg-share-link { flex: 1 1 20rem; min-width: 10rem; font-size: .65rem; }
.pg-status { margin: .2rem 0 .6rem; font-size: .7rem; }
.pg-status[data-kind="error"] { color: var(--md-accent-fg-color--transparent, #b00020); color: #b00020; }
.pg-status[data-kind="ok"] { color: #2e7d32; }
.pg-main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1rem; }
@media (max-width: 60em) { .pg-main { grid-template-columns: minmax(0, 1fr); } }
.pg-editor { border: 1px solid var(--md-default-fg-color--lightest); min-height: 20rem; font-size: .75rem; }
.pg-editor .cm-editor { height: 70vh; }
.pg-editor .cm-scroller { font-family: var(--md-code-font-family, monospace); }
.pg-tabs { display: flex; flex-wrap: wrap; gap: .2rem; border-bottom: 1px solid var(--md-default-fg-color--lightest); }
.pg-tabs button { border: 0; background: none; padding: .3rem .6rem; cursor: pointer; font: inherit; font-size: .7rem; color: inherit; }
.pg-tabs button[aria-selected="true"] { border-bottom: 2px solid var(--md-primary-fg-color); font-weight: 700; }
.pg-pane { max-height: 70vh; overflow: auto; padding: .4rem; }
.pg-pane[aria-busy="true"] .pg-pane-body { opacity: .6; }
.pg-pane-tools { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
.pg-pane-tools input { width: 5rem; }
.pg-report { white-space: pre-wrap; font-size: .65rem; margin: 0; max-width: 60ch; }
.pg-hover { max-width: 40rem; padding: .2rem .6rem; font-size: .65rem; }
.pg-hand, .pg-trick { list-style: none; padding-left: 0; margin: 0; }
.md-typeset .pg-hand li { margin: .1rem 0; }
.pg-trick-box { border-left: 3px solid var(--md-default-fg-color--lightest); padding-left: .5rem; }
.pg-hands div { margin-left: 1rem; }
.pg-seat { display: inline-block; min-width: 6rem; }
.pg-card { display: inline-block; min-width: 2.2em; font-family: var(--md-code-font-family, monospace); }
.pg-suit-H, .pg-suit-D { color: #c62828; }
.pg-rule { position: relative; font-size: .6rem; padding: 0 .3em; border-radius: .2em; background: var(--md-code-bg-color); cursor: help; }
.pg-rule-text { display: none; position: absolute; z-index: 3; left: 0; top: 1.4em; width: 24rem; max-width: 80vw; padding: .3rem .5rem; background: var(--md-default-bg-color); border: 1px solid var(--md-default-fg-color--lighter); }
.pg-rule:hover .pg-rule-text, .pg-rule:focus .pg-rule-text { display: block; }
.pg-note { font-style: italic; }
`;
