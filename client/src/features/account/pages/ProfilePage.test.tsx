import { afterEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { gql } from '@apollo/client';
import { Toaster } from '../../../ui/toast';
import { session } from '../../../lib/session';
import { MeQuery } from '../../auth/auth.graphql';
import { ProfilePage } from './ProfilePage';

// The page's own documents, as the server receives them (test files are not codegen documents).
const ChangePassword = gql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      token
    }
  }
`);

const Shop = gql(`
  query Shop {
    shop {
      name
      whatsapp
      phone
      email
      instagram
      currency
      paymentMethod
    }
  }
`);
const shop = {
  __typename: 'ShopInfo' as const,
  name: 'Volt Accessories',
  whatsapp: '+92 300 1234567',
  phone: '+92 42 3571 0000',
  email: 'support@voltaccessories.pk',
  instagram: '@voltaccessories.pk',
  currency: 'PKR',
  paymentMethod: 'COD',
};

const customer = {
  __typename: 'User' as const,
  id: 'u1',
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '0300 1234567',
  address: 'Gulberg III, Lahore',
  role: 'user' as const,
  isBlocked: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('ProfilePage: password change', () => {
  afterEach(() => {
    cleanup();
    session.clear();
  });

  it('keeps the session going with the fresh token the server answers (earlier tokens stop working)', async () => {
    session.setToken('token-from-before');
    const mocks = [
      { request: { query: MeQuery }, result: { data: { me: customer } } },
      { request: { query: Shop }, result: { data: { shop } } },
      {
        request: {
          query: ChangePassword,
          variables: { input: { currentPassword: 'secret123', newPassword: 'newsecret1' } },
        },
        result: { data: { changePassword: { __typename: 'AuthPayload' as const, token: 'fresh-token' } } },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <Toaster />
          <ProfilePage />
        </MemoryRouter>
      </MockedProvider>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current Password'), 'secret123');
    await user.type(screen.getByLabelText('New Password'), 'newsecret1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newsecret1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(session.get()).toMatchObject({ token: 'fresh-token', ended: false });
    // The user still comes from the cache: the page still shows the account.
    expect(screen.getAllByText(customer.email).length).toBeGreaterThan(0);
    expect(localStorage.getItem('volt.token')).toBe('fresh-token');
  });
});
