import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTextTypedEarly } from './useTextTypedEarly';

/** A field whose state is shown beside it, as search suggestions are. */
function Field() {
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useTextTypedEarly(field, text, setText);
  return (
    <>
      <input aria-label="Search" ref={field} value={text} onChange={(event) => setText(event.target.value)} />
      <output>{`state: ${text}`}</output>
    </>
  );
}

describe('text typed into a server-rendered field before hydration', () => {
  it('is taken up by the component as it hydrates, and typing goes on from there', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field />);
    document.body.replaceChildren(container);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
    input.value = 'anker';

    await act(async () => {
      hydrateRoot(container, <Field />);
    });
    await waitFor(() => expect(screen.getByText('state: anker')).toBeInTheDocument());
    expect(input.value).toBe('anker');
    fireEvent.change(input, { target: { value: 'anker 20w' } });
    expect(screen.getByText('state: anker 20w')).toBeInTheDocument();
  });

  it('leaves the state alone when nothing was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field />);
    document.body.replaceChildren(container);
    await act(async () => {
      hydrateRoot(container, <Field />);
    });
    expect(screen.getByText('state:')).toBeInTheDocument();
  });
});
