import { afterEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RevealCustomerPhoneMutation } from '../confirmations.graphql';
import { CustomerPhone } from './CustomerPhone';

const revealed = {
  revealCustomerPhone: {
    __typename: 'RevealedPhone' as const,
    phone: '0301 2223344',
    whatsappUrl: 'https://wa.me/923012223344?text=en',
    whatsappUrlUrdu: 'https://wa.me/923012223344?text=ur',
  },
};

function renderPhone(orderId: string, phone: string) {
  const mocks = [
    { request: { query: RevealCustomerPhoneMutation, variables: { orderId } }, result: { data: revealed } },
  ];
  render(
    <MockedProvider mocks={mocks as never}>
      <CustomerPhone orderId={orderId} phone={phone} />
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('CustomerPhone', () => {
  afterEach(() => cleanup());

  it('a number in full is a tel: link', () => {
    renderPhone('full', '+923012223344');
    expect(screen.getByRole('link', { name: '0301 2223344' })).toHaveAttribute('href', 'tel:+923012223344');
    expect(screen.queryByRole('button', { name: 'Show Number' })).not.toBeInTheDocument();
  });

  it('a masked number is shown from the keyboard, then called or opened on WhatsApp', async () => {
    const user = renderPhone('masked', '0301 •••3344');
    expect(screen.getByText('0301 •••3344')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show Number' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Call 0301 2223344' })).toHaveAttribute('href', 'tel:03012223344');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      revealed.revealCustomerPhone.whatsappUrl,
    );
  });
});
