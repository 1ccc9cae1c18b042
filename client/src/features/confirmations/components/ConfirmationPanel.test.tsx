import { afterEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeFragmentData } from '../../../gql';
import type { AdminConfirmationFieldsFragment } from '../../../gql/graphql';
import { Toaster } from '../../../ui/toast';
import { AdminConfirmationFragment, LogConfirmationAttemptMutation } from '../confirmations.graphql';
import { ConfirmationPanel } from './ConfirmationPanel';

const awaiting: AdminConfirmationFieldsFragment = {
  __typename: 'OrderConfirmation',
  status: 'AWAITING',
  channel: null,
  at: null,
  expiresAt: '2026-01-03T10:00:00.000Z',
  link: 'http://shop.test/confirm/abc.def',
  whatsappUrl: 'https://wa.me/923001234567?text=en',
  whatsappUrlUrdu: 'https://wa.me/923001234567?text=ur',
  attempts: [
    {
      __typename: 'ConfirmationAttempt',
      at: '2026-01-01T11:00:00.000Z',
      outcome: 'NO_ANSWER',
      note: 'Switched off',
      byName: 'Sara',
    },
  ],
  messages: [],
  phoneReveals: [],
};

const declinedAnswer = {
  logConfirmationAttempt: {
    __typename: 'Order' as const,
    id: 'o1',
    status: 'Cancelled' as const,
    allowedNextStatuses: [],
    canCancel: false,
    updatedAt: '2026-01-01T12:00:00.000Z',
    confirmation: {
      ...awaiting,
      status: 'DECLINED' as const,
      channel: 'CALL' as const,
      at: '2026-01-01T12:00:00.000Z',
    },
    statusHistory: [],
  },
};

function renderPanel(confirmation: AdminConfirmationFieldsFragment, mocks: unknown[] = []) {
  render(
    <MockedProvider mocks={mocks as never}>
      <>
        <Toaster />
        <ConfirmationPanel orderId="o1" confirmation={makeFragmentData(confirmation, AdminConfirmationFragment)} />
      </>
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('ConfirmationPanel', () => {
  afterEach(() => cleanup());

  it('asks before Decline cancels the order: the safe answer has the focus, Escape keeps the order waiting', async () => {
    const user = renderPanel(awaiting);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const question = () =>
      screen.queryByRole('group', { name: 'Decline and cancel this order? Its units go back to stock.' });
    expect(question()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep waiting' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(question()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    // The call log is there, under its title.
    expect(screen.getByRole('list', { name: 'Call log' })).toHaveTextContent('No answer');
  });

  it('declines only after "Yes, decline"', async () => {
    const mocks = [
      {
        request: {
          query: LogConfirmationAttemptMutation,
          variables: { orderId: 'o1', input: { outcome: 'DECLINED' } },
        },
        result: { data: declinedAnswer },
      },
    ];
    const user = renderPanel(awaiting, mocks);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText('Order declined and cancelled')).toBeInTheDocument();
  });

  it('names the way a decision was made in words', () => {
    renderPanel({ ...awaiting, status: 'EXPIRED', channel: 'SYSTEM', at: '2026-01-03T10:00:00.000Z' });
    expect(screen.getByText(/automatically: not confirmed in time/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('in the queue, Confirm asks for Processing too when chosen, and says where the order went', async () => {
    const confirmedAnswer = {
      logConfirmationAttempt: {
        ...declinedAnswer.logConfirmationAttempt,
        status: 'Processing' as const,
        confirmation: { ...awaiting, status: 'CONFIRMED' as const, channel: 'CALL' as const },
      },
    };
    const mocks = [
      {
        request: {
          query: LogConfirmationAttemptMutation,
          variables: { orderId: 'o1', input: { outcome: 'CONFIRMED', thenProcessing: true } },
        },
        result: { data: confirmedAnswer },
      },
    ];
    const logged: Array<[string, boolean]> = [];
    render(
      <MockedProvider mocks={mocks as never}>
        <>
          <Toaster />
          <ConfirmationPanel
            orderId="o1"
            confirmation={makeFragmentData(awaiting, AdminConfirmationFragment)}
            compact
            thenProcessing
            onLogged={(orderId, decided) => logged.push([orderId, decided])}
          />
        </>
      </MockedProvider>,
    );
    expect(screen.getByRole('button', { name: 'No Answer' })).toHaveAttribute('data-shortcut', 'n');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order confirmed and moved to Processing')).toBeInTheDocument();
    expect(logged).toEqual([['o1', true]]);
  });
});
