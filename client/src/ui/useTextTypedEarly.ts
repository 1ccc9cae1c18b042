import { RefObject, useEffect } from 'react';

/**
 * Text a shopper typed into a server-rendered field before the app took the page over: React keeps it in the
 * field as it hydrates (it never overwrites what the browser shows), but the component's state is still the
 * server's. Once, right after hydration, the field's text is handed to `takeUp` when it differs from `state`.
 */
export function useTextTypedEarly(
  field: RefObject<HTMLInputElement | null>,
  state: string,
  takeUp: (text: string, field: HTMLInputElement) => void,
) {
  useEffect(() => {
    const element = field.current;
    if (element && element.value !== state) takeUp(element.value, element);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: from then on the field's onChange keeps the state
  }, []);
}
