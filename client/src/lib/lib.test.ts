import { afterEach, describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { errorMessage } from './errors';
import { session } from './session';

describe('errorMessage', () => {
  it("shows the server's message, else the fallback", () => {
    const graphql = new CombinedGraphQLErrors({ errors: [{ message: 'Only 2 left in stock' }] });
    expect(errorMessage(graphql, 'Failed to add to cart')).toBe('Only 2 left in stock');
    // jsdom has no Response; ServerError only reads its status.
    const response = { status: 429 } as unknown as Response;
    const rest = new ServerError('Too many', {
      response,
      bodyText: JSON.stringify({ message: 'Too many requests, please try again later.' }),
    });
    expect(errorMessage(rest, 'Failed')).toBe('Too many requests, please try again later.');
    const unreadable = new ServerError('Bad', { response, bodyText: '<html>' });
    expect(errorMessage(unreadable, 'Failed')).toBe('Failed');
    expect(errorMessage(new Error('network'), 'Failed')).toBe('Failed');
  });
});

describe('session token', () => {
  afterEach(() => session.clear());

  it('keeps the token in storage and tells its watchers', () => {
    let told = 0;
    const stop = session.subscribe(() => told++);
    session.setToken('t1');
    expect(localStorage.getItem('volt.token')).toBe('t1');
    expect(session.signedIn()).toBe(true);
    session.clear();
    expect(localStorage.getItem('volt.token')).toBeNull();
    stop();
    expect(told).toBe(2);
  });

  it('marks a session the server ended, and only when there was one', () => {
    const expired: boolean[] = [];
    const stop = session.onExpired(() => expired.push(session.get().ended));
    session.setToken('t1');
    session.expire();
    expect(session.get()).toEqual({ token: null, ended: true });
    session.expire();
    expect(expired).toEqual([true, false]);
    session.setToken('t2');
    expect(session.get().ended).toBe(false);
    stop();
  });
});
