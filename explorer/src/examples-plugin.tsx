import { type GraphiQLPlugin, useGraphiQL, useGraphiQLActions } from '@graphiql/react';
import { EXAMPLES, variablesText } from './operations';

function ExamplesIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <path d="M4 5h16M4 10h16M4 15h10M4 20h7" strokeLinecap="round" />
    </svg>
  );
}

/** The shop's ready-made operations; one click puts an example and its variables into the active tab. */
function Examples() {
  const queryEditor = useGraphiQL((state) => state.queryEditor);
  const variableEditor = useGraphiQL((state) => state.variableEditor);
  const { updateActiveTabValues, setOperationName } = useGraphiQLActions();
  return (
    <section className="volt-panel" aria-labelledby="volt-examples-heading">
      <h2 id="volt-examples-heading" className="graphiql-doc-explorer-title">
        Examples
      </h2>
      <p className="volt-hint">Loads an operation and its variables into the editors; run it with the play button.</p>
      <ul className="volt-examples">
        {EXAMPLES.map((example) => (
          <li key={example.id}>
            <button
              type="button"
              className="graphiql-button volt-example"
              data-example={example.id}
              onClick={() => {
                queryEditor?.setValue(example.query);
                variableEditor?.setValue(variablesText(example));
                updateActiveTabValues({ query: example.query, variables: variablesText(example) });
                // The operation to run is the example's own, at once: GraphiQL only re-reads it from the query
                // later, and a run before that sent the previous example's name with this query.
                const name = /^(?:query|mutation)\s+(\w+)/m.exec(example.query)?.[1];
                if (name) setOperationName(name);
              }}
            >
              {example.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const examplesPlugin: GraphiQLPlugin = { title: 'Examples', icon: ExamplesIcon, content: Examples };
